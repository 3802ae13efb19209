import { createSchemaLayer, type JsonSchema, type SchemaLayer } from '../../schema/index.ts';
import { readSchemas } from './schema-files.ts';

/** The schema layer over the project's schemas/ as they are now (read again for every use, as validation does). */
export async function projectSchemaLayer(root: string): Promise<SchemaLayer & { hasDocument(id: string): boolean }> {
  const bundle = await readSchemas(root);
  const documents = [
    bundle.page,
    bundle.site,
    bundle.defs,
    ...Object.values(bundle.blocks),
    ...Object.values(bundle.collections),
  ] as JsonSchema[];
  const ids = new Set(documents.map((document) => document.$id));
  return Object.assign(createSchemaLayer(documents), { hasDocument: (id: string) => ids.has(id) });
}
