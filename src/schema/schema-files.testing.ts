import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { JsonSchema } from './json-types.ts';
import { createSchemaLayer } from './schema-layer.ts';

/** Every *.schema.json of the project's schemas/, as the build and the editor's server hand them over. */
export function readSchemaDocuments(dir = path.join(process.cwd(), 'schemas')): JsonSchema[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as JsonSchema);
}

export const projectSchemas = readSchemaDocuments();
export const projectLayer = createSchemaLayer(projectSchemas);
