import type { SchemaNode, SchemaSet } from './load-schemas.ts';
import { pointerSegments } from './json-pointer.ts';

/** A schema with its $refs followed, plus the annotations that apply where it is used. */
export interface ResolvedSchema {
  node: SchemaNode;
  /** The $id of the file the node lives in, for resolving its own relative $refs. */
  baseId: string;
  title?: string;
  description?: string;
  /** `x-` annotations written where the definition is used, which apply to this use only. */
  annotations?: Record<string, unknown>;
}

function resolveJsonPointerFragment(root: SchemaNode, fragment: string): SchemaNode | undefined {
  let current: unknown = root;
  for (const segment of pointerSegments(fragment)) {
    current = (current as Record<string, unknown> | undefined)?.[segment];
  }
  return current as SchemaNode | undefined;
}

/**
 * The shared definition a node uses: its `$ref`, or the `$ref` of an `allOf` with that one entry.
 * A use that describes the field in its own words wraps the `$ref` in `allOf`, because editors follow
 * draft-07 and let a definition's title and description replace any written beside a bare `$ref`.
 */
export function referenceOf(node: SchemaNode): string | undefined {
  if (typeof node.$ref === 'string') return node.$ref;
  const allOf = node.allOf as SchemaNode[] | undefined;
  if (Array.isArray(allOf) && allOf.length === 1 && typeof allOf[0]?.$ref === 'string') return allOf[0].$ref;
  return undefined;
}

/**
 * Follows $ref chains. Annotations written where a definition is used (a more specific description)
 * win over the definition's own, as they do in authors' editors.
 */
export function deref(schemas: SchemaSet, node: SchemaNode, baseId: string): ResolvedSchema {
  const title = typeof node.title === 'string' ? node.title : undefined;
  const description = typeof node.description === 'string' ? node.description : undefined;
  const reference = referenceOf(node);
  if (reference === undefined) return { node, baseId, title, description };
  const target = new URL(reference, baseId);
  const targetId = target.href.replace(/#.*$/, '');
  const document = schemas.byId.get(targetId);
  const resolved = document && resolveJsonPointerFragment(document, decodeURIComponent(target.hash.slice(1)));
  if (!resolved) throw new Error(`Cannot resolve $ref '${reference}' from ${baseId}`);
  const inner = deref(schemas, resolved, targetId);
  // `x-` annotations written where a definition is used (a share image's layout) apply to that use.
  const annotations = {
    ...inner.annotations,
    ...Object.fromEntries(Object.entries(node).filter(([key]) => key.startsWith('x-'))),
  };
  return { ...inner, annotations, title: title ?? inner.title, description: description ?? inner.description };
}

/** The tag values a discriminated union accepts, e.g. every block `type`. */
export function discriminatorOptions(schemas: SchemaSet, union: ResolvedSchema): string[] {
  const tag = (union.node.discriminator as { propertyName?: string } | undefined)?.propertyName;
  const branches = (union.node.oneOf as SchemaNode[] | undefined) ?? [];
  if (!tag) return [];
  return branches.flatMap((branch) => {
    const properties = deref(schemas, branch, union.baseId).node.properties as Record<string, SchemaNode> | undefined;
    const value = properties?.[tag]?.const;
    return typeof value === 'string' ? [value] : [];
  });
}

function pickDiscriminatedBranch(schemas: SchemaSet, union: ResolvedSchema, data: unknown): ResolvedSchema | undefined {
  const tag = (union.node.discriminator as { propertyName: string }).propertyName;
  const value = (data as Record<string, unknown> | undefined)?.[tag];
  for (const branch of (union.node.oneOf as SchemaNode[] | undefined) ?? []) {
    const resolved = deref(schemas, branch, union.baseId);
    const properties = resolved.node.properties as Record<string, SchemaNode> | undefined;
    if (properties?.[tag]?.const === value) return resolved;
  }
  return undefined;
}

/**
 * The schema of every value on the way to `pointer` in `data`, from the document itself (index 0)
 * to the value at `pointer` (which need not exist yet, e.g. a missing required property), in one
 * walk. Discriminated unions are entered through the branch the data's tag selects, as AJV does;
 * at a union whose data selects no branch, the union itself. Undefined where the schema says nothing.
 */
export function schemasAlongPointer(
  schemas: SchemaSet,
  rootId: string,
  data: unknown,
  pointer: string,
): ResolvedSchema[] | undefined {
  const root = schemas.byId.get(rootId);
  if (!root) return undefined;
  let current: ResolvedSchema | undefined = deref(schemas, root, rootId);
  let value: unknown = data;
  const selected = (schema: ResolvedSchema, at: unknown) =>
    schema.node.discriminator ? (pickDiscriminatedBranch(schemas, schema, at) ?? schema) : schema;
  const along = [selected(current, value)];
  for (const segment of pointerSegments(pointer)) {
    if (current.node.discriminator) current = pickDiscriminatedBranch(schemas, current, value);
    if (!current) return undefined;
    const properties = current.node.properties as Record<string, SchemaNode> | undefined;
    const items = current.node.items as SchemaNode | undefined;
    const child = properties?.[segment] ?? (Array.isArray(value) || /^\d+$/.test(segment) ? items : undefined);
    if (!child || typeof child !== 'object') return undefined;
    current = deref(schemas, child, current.baseId);
    value = (value as Record<string, unknown> | undefined)?.[segment];
    along.push(selected(current, value));
  }
  return along;
}

/** The schema that governs the value at `pointer` in `data` (see schemasAlongPointer). */
export function schemaAtPointer(
  schemas: SchemaSet,
  rootId: string,
  data: unknown,
  pointer: string,
): ResolvedSchema | undefined {
  return schemasAlongPointer(schemas, rootId, data, pointer)?.at(-1);
}
