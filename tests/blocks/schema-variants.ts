import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BlockType } from '../../src/browser/blocks/block-types';
import { addAnnotationKeywords } from '../../src/schema/annotations';
import type { Block } from '../../src/generated/schema-types';

// ajv-formats is CommonJS; under ESM its default export arrives wrapped in some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

type SchemaNode = {
  $ref?: string;
  $id?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  anyOf?: { required?: string[] }[];
  items?: SchemaNode;
  examples?: unknown[];
};

// Vitest runs from the project root (jsdom rewrites import.meta.url to an http URL).
const schemasDir = path.join(process.cwd(), 'schemas');
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as SchemaNode;

const schemaFiles = readdirSync(schemasDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.schema.json'))
  .map((file) => path.join(schemasDir, file));
const byFile = new Map(schemaFiles.map((file) => [file, readJson(file)]));

/** The file of a block type's schema: 'cardGrid' -> schemas/blocks/card-grid.schema.json. */
export function blockSchemaFile(type: BlockType): string {
  return path.join(schemasDir, 'blocks', `${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.schema.json`);
}

export function blockSchema(type: BlockType): SchemaNode {
  const schema = byFile.get(blockSchemaFile(type));
  if (!schema) throw new Error(`No schema file ${blockSchemaFile(type)} for block type "${type}"`);
  return schema;
}

/** Follows a relative $ref ('../defs.schema.json#/definitions/link') from the schema file `from`. */
function resolve(schema: SchemaNode, from: string): [SchemaNode, string] {
  if (!schema.$ref) return [schema, from];
  const [file = '', pointer = ''] = schema.$ref.split('#');
  const target = file ? path.resolve(path.dirname(from), file) : from;
  let node: unknown = byFile.get(target);
  for (const key of pointer.split('/').filter(Boolean)) node = (node as Record<string, unknown>)[key];
  return resolve(node as SchemaNode, target);
}

/** A copy of `value` with every property its schema does not require removed, at every depth. */
export function withoutOptionalFields(value: unknown, schema: SchemaNode, from: string): unknown {
  const [node, file] = resolve(schema, from);
  if (Array.isArray(value)) return value.map((item) => withoutOptionalFields(item, node.items ?? {}, file));
  if (value === null || typeof value !== 'object' || !node.properties) return value;
  // "cards, or a query": the first way stays, so the stripped example is still valid.
  const required = new Set([...(node.required ?? []), ...(node.anyOf?.[0]?.required ?? [])]);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => required.has(key))
      .map(([key, item]) => [key, withoutOptionalFields(item, node.properties![key] ?? {}, file)]),
  );
}

const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
addFormats(ajv);
addAnnotationKeywords(ajv);
for (const schema of byFile.values()) ajv.addSchema(schema);

/** AJV's errors for `block` against its type's schema, or null when valid. */
export function blockSchemaErrors(type: BlockType, block: unknown) {
  const validate = ajv.getSchema(blockSchema(type).$id!)!;
  return validate(block) ? null : validate.errors;
}

/** Every example in a block type's schema, and each again without its optional fields. */
export function exampleVariants(type: BlockType): { name: string; block: Block }[] {
  const schema = blockSchema(type);
  return ((schema.examples ?? []) as Block[]).flatMap((example, i) => [
    { name: `example ${i + 1}`, block: example },
    {
      name: `example ${i + 1} without optional fields`,
      block: withoutOptionalFields(example, schema, blockSchemaFile(type)) as Block,
    },
  ]);
}
