import { createSchemaLayer } from '../../schema/schema-layer.ts';
import type { SchemaNode, SchemaSet } from './load-schemas.ts';
import { referenceOf } from './reference-of.ts';

const isObject = (value: unknown): value is SchemaNode =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A copy of the schemas in which a property that uses a shared definition with a `default` (every
 * block's `background` uses defs' `background`, default 'default') states that default itself.
 * AJV's useDefaults and the received types only read a `default` written on the property, so
 * without this a default kept once in its definition would be filled in nowhere, and components
 * would have to restate it.
 */
export function withReferencedDefaults(schemas: SchemaSet): SchemaSet {
  const layer = createSchemaLayer([...schemas.byId.values()]);
  const withDefault = (property: unknown, baseId: string): unknown => {
    if (!isObject(property) || 'default' in property) return property;
    const reference = referenceOf(property);
    if (reference === undefined) return property;
    const target = layer.resolve(property, baseId).schema;
    if (!('default' in target)) return property;
    // allOf keeps the $ref alone: draft-07 ignores keywords written beside a bare $ref.
    const referencing = typeof property.$ref === 'string' ? { allOf: [{ $ref: reference }] } : property;
    return { ...referencing, default: target.default };
  };
  const walk = (node: unknown, baseId: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => walk(item, baseId));
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === 'properties' && isObject(value)
          ? Object.fromEntries(
              Object.entries(value).map(([name, property]) => [name, withDefault(walk(property, baseId), baseId)]),
            )
          : walk(value, baseId),
      ]),
    );
  };
  return {
    ...schemas,
    byId: new Map([...schemas.byId].map(([id, schema]) => [id, walk(schema, id) as SchemaNode])),
  };
}
