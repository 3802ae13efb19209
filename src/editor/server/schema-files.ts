import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SchemasResponse } from '../shared/editor-api.ts';
import { collections } from '../../collections/collections.ts';
import { projectSchemasDir } from '../../build/validation/apply-schema-defaults.ts';

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
  return {
    page,
    site,
    defs,
    blocks: Object.fromEntries(blockEntries.flat()),
    collections: await readCollectionSchemas(dir),
  };
}

/** Each collection's schema by collection name; a project without collection schemas has none. */
async function readCollectionSchemas(dir: string): Promise<Record<string, unknown>> {
  const read = await Promise.all(
    collections.map(async (collection) => {
      try {
        return [[collection.name, await readJson(path.join(dir, collection.schemaFile))] as const];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    }),
  );
  return Object.fromEntries(read.flat());
}
