import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

export type SchemaNode = {
  $ref?: string;
  allOf?: SchemaNode[];
  title?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
};

const schemasDir = path.join(process.cwd(), 'schemas');

/** A schema file under schemas/, e.g. 'blocks/banner.schema.json'. */
export const readSchema = (file: string) => JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as SchemaNode;

/** Every block type, read from the `type` const of each file in schemas/blocks/. */
export const blockTypes = () =>
  readdirSync(path.join(schemasDir, 'blocks'))
    .filter((file) => file.endsWith('.schema.json'))
    .map((file) => readSchema(`blocks/${file}`).properties?.type?.const as string);

/**
 * A property's schema as an editor sees it. Draft-07 ignores keywords beside `$ref`, and the
 * JSON language service follows it: the referenced definition's title, description and enum
 * replace any written beside a bare `$ref`. A use wrapped in `allOf` keeps its own annotations,
 * and takes what it lacks (a title) from the definition.
 */
export function asEditorSees(node: SchemaNode, file: string): SchemaNode {
  const wrapped = node.allOf?.length === 1 ? node.allOf[0] : undefined;
  if (wrapped?.$ref) {
    const { allOf: _allOf, ...own } = node;
    return { ...asEditorSees(wrapped, file), ...own };
  }
  if (!node.$ref) return node;
  const [target = '', pointer = ''] = node.$ref.split('#');
  const targetFile = target ? path.posix.join(path.posix.dirname(file), target) : file;
  let resolved: unknown = readSchema(targetFile);
  for (const key of pointer.split('/').filter(Boolean)) resolved = (resolved as Record<string, unknown>)[key];
  const { $ref: _ref, ...beside } = node;
  return { ...beside, ...asEditorSees(resolved as SchemaNode, targetFile) };
}
