import { createSchemaLayer, type JsonSchema, type SchemaLayer } from '../../schema/index.ts';
import { readSchemas } from './schema-files.ts';

/** The schema layer over the project's schemas/ as they are now (read again for every use, as validation does). */
export async function projectSchemaLayer(root: string): Promise<SchemaLayer> {
  const bundle = await readSchemas(root);
  const documents = [bundle.page, bundle.site, bundle.defs, ...Object.values(bundle.blocks)];
  return createSchemaLayer([...documents, ...Object.values(bundle.collections)] as JsonSchema[]);
}
