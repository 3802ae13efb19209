import type { JsonSchema } from '../../schema/json-types.ts';

/**
 * The shared definition a node uses: its `$ref`, or the `$ref` of an `allOf` with that one entry.
 * A use that describes the field in its own words wraps the `$ref` in `allOf`, because editors follow
 * draft-07 and let a definition's title and description replace any written beside a bare `$ref`.
 * (Resolving it is the schema layer's job; this only says which definition a use names.)
 */
export function referenceOf(node: JsonSchema): string | undefined {
  if (typeof node.$ref === 'string') return node.$ref;
  const allOf = node.allOf as JsonSchema[] | undefined;
  if (Array.isArray(allOf) && allOf.length === 1 && typeof allOf[0]?.$ref === 'string') return allOf[0].$ref;
  return undefined;
}
