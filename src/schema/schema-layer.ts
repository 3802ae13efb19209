import { isJsonObject, type Json, type JsonSchema } from './json-types.ts';
import { parsePointer } from './json-pointer.ts';
import { mergeSchemas } from './merge-schemas.ts';
import {
  JOB_SCHEMA_ID,
  NEWS_SCHEMA_ID,
  PAGE_SCHEMA_ID,
  POST_SCHEMA_ID,
  REDIRECTS_SCHEMA_ID,
  SITE_SCHEMA_ID,
} from './schema-ids.ts';

/** A schema node with its `$ref` followed and `allOf` folded in, and the document it came from. */
export interface ResolvedSchema {
  schema: JsonSchema;
  /** URL of the document the node lives in; a raw node's relative `$ref`s resolve against it. */
  base: string;
}

/** One kind of block the page's block list accepts, in the order of the page schema's union. */
export interface BlockType {
  /** The `type` value written in the page: 'cardGrid'. Never shown to authors. */
  type: string;
  /** What authors read: 'Card grid'. */
  title: string;
  description: string;
  schema: ResolvedSchema;
}

/** The kinds of file an author edits: a page, site.json, redirects.json, and one entry of each collection. */
export type DocumentRoot = 'page' | 'site' | 'redirects' | 'post' | 'job' | 'news';

/** Everything the other parts ask about the schemas, answered from the documents alone. */
export interface SchemaLayer {
  resolve(node: JsonSchema, base: string): ResolvedSchema;
  page(): ResolvedSchema;
  site(): ResolvedSchema;
  root(root: DocumentRoot): ResolvedSchema;
  readonly blockTypes: readonly BlockType[];
  block(type: string): ResolvedSchema | undefined;
  /** The branch of a discriminated union that `value`'s tag selects; the union itself otherwise. */
  branch(union: ResolvedSchema, value: Json | undefined): ResolvedSchema;
  /**
   * The schema of `parent`'s property or item `key`. With `parentValue`, a union parent is read
   * through the branch its tag selects, and a union child through the branch its own value selects.
   */
  child(parent: ResolvedSchema, key: string | number, parentValue?: Json): ResolvedSchema | undefined;
  /** The schemas from the document (index 0) down to the value at `pointer`; undefined where the schema says nothing. */
  along(root: DocumentRoot, data: Json, pointer: string): ResolvedSchema[] | undefined;
}

/** Keywords whose values are data, not subschemas: a `$ref` inside them is text. */
const DATA_KEYWORDS = new Set(['examples', 'default', 'const', 'enum', 'x-template', 'x-enumTitles', 'x-image-layout']);

function stripFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

/**
 * A copy of a document whose every `$ref` is absolute, so a property folded in from another file
 * (through `allOf`) still resolves wherever it is read.
 */
function withAbsoluteRefs(node: unknown, base: string): unknown {
  if (Array.isArray(node)) return node.map((item) => withAbsoluteRefs(item, base));
  if (!isJsonObject(node)) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string') return [key, new URL(value, base).href];
      return [key, DATA_KEYWORDS.has(key) ? value : withAbsoluteRefs(value, base)];
    }),
  );
}

function walkFragment(document: JsonSchema, fragment: string, ref: string): JsonSchema {
  let node: unknown = document;
  for (const token of parsePointer(fragment)) node = isJsonObject(node) ? node[token] : undefined;
  if (!isJsonObject(node)) throw new Error(`Schema $ref ${ref} points at nothing`);
  return node;
}

function discriminatorOf(schema: JsonSchema): string | undefined {
  const discriminator = schema.discriminator as { propertyName?: unknown } | undefined;
  return Array.isArray(schema.oneOf) && typeof discriminator?.propertyName === 'string'
    ? discriminator.propertyName
    : undefined;
}

/** The value a union branch fixes for the discriminator (`properties.type.const`). */
export function tagOf(branch: JsonSchema, property: string): Json | undefined {
  const properties = branch.properties as Record<string, JsonSchema> | undefined;
  return properties?.[property]?.const as Json | undefined;
}

/**
 * The schema layer over `documents` (every *.schema.json, each with its `$id`). No I/O: the build
 * reads the files, the editor receives them from its server, and both get the same answers.
 */
export function createSchemaLayer(documents: readonly JsonSchema[]): SchemaLayer {
  const byUrl = new Map<string, JsonSchema>();
  for (const document of documents) {
    if (typeof document.$id !== 'string') throw new Error(`Schema without $id: ${String(document.title)}`);
    const url = stripFragment(document.$id);
    byUrl.set(url, withAbsoluteRefs(document, url) as JsonSchema);
  }
  const cache = new WeakMap<JsonSchema, Map<string, ResolvedSchema>>();

  const resolveUncached = (node: JsonSchema, base: string): ResolvedSchema => {
    const { $ref, allOf, ...own } = node;
    let schema: JsonSchema = own;
    let resolvedBase = base;
    // Own keywords first, so they win over what they reference (see mergeSchemas).
    for (const member of Array.isArray(allOf) ? (allOf as JsonSchema[]) : []) {
      schema = mergeSchemas(schema, resolve(member, base).schema);
    }
    if (typeof $ref === 'string') {
      const target = new URL($ref, base);
      const url = stripFragment(target.href);
      const document = byUrl.get(url);
      if (!document) throw new Error(`Schema $ref ${$ref} (from ${base}) names no loaded schema`);
      const referenced = resolve(walkFragment(document, decodeURIComponent(target.hash.slice(1)), $ref), url);
      schema = mergeSchemas(schema, referenced.schema);
      resolvedBase = referenced.base;
    }
    return { schema, base: resolvedBase };
  };

  // Forms resolve the same nodes on every render: each node is folded once per base.
  const resolve = (node: JsonSchema, base: string): ResolvedSchema => {
    let byBase = cache.get(node);
    if (!byBase) cache.set(node, (byBase = new Map()));
    let resolved = byBase.get(base);
    if (!resolved) byBase.set(base, (resolved = resolveUncached(node, base)));
    return resolved;
  };

  const documentRoot = (id: string): ResolvedSchema => {
    const document = byUrl.get(id);
    if (!document) throw new Error(`Schema ${id} is not loaded`);
    return resolve(document, id);
  };

  const branch = (union: ResolvedSchema, value: Json | undefined): ResolvedSchema => {
    const property = discriminatorOf(union.schema);
    if (property === undefined || !isJsonObject(value)) return union;
    for (const option of union.schema.oneOf as JsonSchema[]) {
      const resolved = resolve(option, union.base);
      if (tagOf(resolved.schema, property) === value[property]) return resolved;
    }
    return union;
  };

  const blockTypes: BlockType[] = [];
  const blockUnion = resolve({ $ref: '#/definitions/block' }, PAGE_SCHEMA_ID);
  for (const option of (blockUnion.schema.oneOf as JsonSchema[] | undefined) ?? []) {
    const schema = resolve(option, blockUnion.base);
    const type = tagOf(schema.schema, 'type');
    if (typeof type !== 'string') continue;
    const title = typeof schema.schema.title === 'string' ? schema.schema.title : type;
    const description = typeof schema.schema.description === 'string' ? schema.schema.description : '';
    blockTypes.push({ type, title, description, schema });
  }

  const child = (parent: ResolvedSchema, key: string | number, parentValue?: Json): ResolvedSchema | undefined => {
    const holder = parentValue === undefined ? parent : branch(parent, parentValue);
    const { schema } = holder;
    const token = String(key);
    let node: unknown;
    const properties = schema.properties as Record<string, unknown> | undefined;
    if (properties && Object.hasOwn(properties, token)) node = properties[token];
    else if (/^(0|[1-9][0-9]*)$/.test(token) && schema.items !== undefined) {
      node = Array.isArray(schema.items) ? (schema.items[Number(token)] ?? schema.additionalItems) : schema.items;
    } else if (isJsonObject(schema.additionalProperties)) node = schema.additionalProperties;
    if (!isJsonObject(node)) return undefined;
    const resolved = resolve(node, holder.base);
    const value =
      isJsonObject(parentValue) || Array.isArray(parentValue)
        ? (parentValue as Record<string, Json>)[token]
        : undefined;
    return value === undefined ? resolved : branch(resolved, value);
  };

  const rootIds: Record<DocumentRoot, string> = {
    page: PAGE_SCHEMA_ID,
    site: SITE_SCHEMA_ID,
    redirects: REDIRECTS_SCHEMA_ID,
    post: POST_SCHEMA_ID,
    job: JOB_SCHEMA_ID,
    news: NEWS_SCHEMA_ID,
  };
  const root = (which: DocumentRoot) => documentRoot(rootIds[which]);

  const along = (which: DocumentRoot, data: Json, pointer: string): ResolvedSchema[] | undefined => {
    let current: ResolvedSchema | undefined = root(which);
    let value: Json | undefined = data;
    const path = [current];
    for (const token of parsePointer(pointer)) {
      current = child(current, token, value ?? undefined);
      if (!current) return undefined;
      value = isJsonObject(value) || Array.isArray(value) ? (value as Record<string, Json>)[token] : undefined;
      path.push(current);
    }
    return path;
  };

  return {
    resolve,
    page: () => root('page'),
    site: () => root('site'),
    root,
    blockTypes,
    block: (type) => blockTypes.find((entry) => entry.type === type)?.schema,
    branch,
    child,
    along,
  };
}
