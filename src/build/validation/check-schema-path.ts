import path from 'node:path';
import type { CollectionDefinition } from '../../collections/collections.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';

export type SchemaFile =
  'page.schema.json' | 'site.schema.json' | 'redirects.schema.json' | CollectionDefinition['schemaFile'];

/**
 * The `$schema` a file at `file` (relative to the project root) needs to reach schemas/<schemaFile>:
 * '../schemas/page.schema.json' in pages/, one more '../' per sub-folder.
 */
export function expectedSchemaPath(file: string, schemaFile: SchemaFile): string {
  const relative = path.posix.relative(path.posix.dirname(file), `schemas/${schemaFile}`);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * `$schema` is how an author's editor finds the schema (completion, descriptions, squiggles). It
 * is resolved relative to the file, so a page moved into a sub-folder silently loses editor support
 * unless its `$schema` gains a '../'. Accepted: the path the project layout expects, or any path
 * that leads from the file to the schema file this validation uses.
 */
export function checkSchemaPath(
  document: JsonDocument,
  schemaFile: SchemaFile,
  where: { root: string; schemasDir: string },
): Problem[] {
  const value = (document.data as Record<string, unknown> | null)?.$schema;
  // A missing or non-string $schema is already reported by the schema itself.
  if (typeof value !== 'string') return [];
  const expected = expectedSchemaPath(document.file, schemaFile);
  const reached = path.resolve(where.root, path.dirname(document.file), value);
  if (path.posix.normalize(value) === path.posix.normalize(expected)) return [];
  if (reached === path.resolve(where.schemasDir, schemaFile)) return [];
  const report = problemsFor(document.file, document.locate);
  return [report(catalogue.schemaPath, '/$schema', { value, schemaFile, file: document.file, expected })];
}
