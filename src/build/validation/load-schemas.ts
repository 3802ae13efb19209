import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { JsonSchema } from '../../schema/json-types.ts';

/** A JSON Schema object as read from schemas/ (draft-07): the schema layer's JsonSchema. */
export type SchemaNode = JsonSchema;

/** Every schema in schemas/, by $id. */
export interface SchemaSet {
  dir: string;
  byId: Map<string, SchemaNode>;
}

// The schemas' ids are the schema layer's (one copy for the build, the editor and the browser).
export {
  JOB_SCHEMA_ID,
  NEWS_SCHEMA_ID,
  PAGE_SCHEMA_ID,
  POST_SCHEMA_ID,
  REDIRECTS_SCHEMA_ID,
  SCHEMA_ID_BASE,
  SITE_SCHEMA_ID,
} from '../../schema/schema-ids.ts';

/**
 * The project's own schemas/, found from this file so the CLI works from any working directory.
 * Resolved from the file's path rather than with `new URL(..., import.meta.url)`, which Vite turns
 * into an asset URL when a jsdom test (a block test filling in schema defaults) imports this module.
 */
export const defaultSchemasDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../schemas');

function listSchemaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.schema.json'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * The schemas' identity by content: every draft's work tree has its own copy of schemas/, and the same schemas
 * in another folder share one compiled validator instead of compiling again (about 0.2 s of the server's thread,
 * which also answers the public pages, per draft).
 */
export function schemaFilesKey(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listSchemaFiles(dir)) {
    hash.update(path.relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Reads every *.schema.json under `dir`; each must carry an $id so relative $refs resolve. */
export function loadSchemas(dir: string = defaultSchemasDir): SchemaSet {
  const byId = new Map<string, SchemaNode>();
  for (const file of listSchemaFiles(dir)) {
    const schema = JSON.parse(readFileSync(file, 'utf8')) as SchemaNode;
    if (typeof schema.$id !== 'string') throw new Error(`${path.relative(dir, file)} has no $id`);
    byId.set(schema.$id, schema);
  }
  return { dir, byId };
}
