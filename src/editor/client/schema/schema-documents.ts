import type { JsonSchema } from '../../../schema';
import type { SchemasResponse } from '../server-api/types';

/** Every schema document of the bundle GET /api/schemas serves, for the schema layer: pages, site, blocks, collections. */
export function schemaDocumentsOf(bundle: SchemasResponse): JsonSchema[] {
  return [bundle.page, bundle.site, bundle.defs, ...Object.values(bundle.blocks), ...Object.values(bundle.collections)];
}
