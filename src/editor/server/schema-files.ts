import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SchemasResponse } from '../shared/editor-api.ts';
import { projectSchemasDir } from '../../build/validation/apply-schema-defaults.ts';
import { collections } from '../../collections/collections.ts';

async function readJson(file: string): Promise<unknown> {
  return JSON.parse(await readFile(file, 'utf8'));
}

/**
 * The schemas the form is generated from, read from the project's schemas/ on every request: a
 * schema edited while the editor runs is what the next form shows, as validation reads it too.
 */
export async function readSchemas(root: string): Promise<SchemasResponse> {
  const dir = projectSchemasDir(root);
  const blockFiles = (await readdir(path.join(dir, 'blocks'))).filter((name) => name.endsWith('.schema.json')).sort();
  const blockEntries = await Promise.all(
    blockFiles.map(async (name) => {
      const schema = (await readJson(path.join(dir, 'blocks', name))) as {
        properties?: { type?: { const?: unknown } };
      };
      const type = schema.properties?.type?.const;
      return typeof type === 'string' ? [[type, schema] as const] : [];
    }),
  );
  const [page, site, defs] = await Promise.all(
    ['page.schema.json', 'site.schema.json', 'defs.schema.json'].map((name) => readJson(path.join(dir, name))),
  );
  const collectionEntries = await Promise.all(
    collections.map(async ({ name, schemaFile }) => [name, await readJson(path.join(dir, schemaFile))] as const),
  );
  return {
    page,
    site,
    defs,
    blocks: Object.fromEntries(blockEntries.flat()),
    collections: Object.fromEntries(collectionEntries),
  };
}
