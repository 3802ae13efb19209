import type { Plugin } from 'vite';
import { blockWithDefaults, projectSchemasDir } from '../validation/apply-schema-defaults.ts';
import { loadSchemas, PAGE_SCHEMA_ID, SCHEMA_ID_BASE, type SchemaNode } from '../validation/load-schemas.ts';

export const BLOCK_CATALOGUE_MODULE_ID = 'virtual:block-catalogue';
const RESOLVED = `\0${BLOCK_CATALOGUE_MODULE_ID}`;

interface BlockSchema extends SchemaNode {
  title: string;
  description: string;
  properties: { type: { const: string } };
  examples?: unknown[];
}

/**
 * Every block type in the order of the page schema's union, with its title, description and
 * examples as written and as components receive them (schema defaults filled in, as for pages).
 */
export function blockCatalogueEntries(schemasDir: string) {
  const schemas = loadSchemas(schemasDir);
  const pageSchema = schemas.byId.get(PAGE_SCHEMA_ID) as { definitions: { block: { oneOf: { $ref: string }[] } } };
  return pageSchema.definitions.block.oneOf.map(({ $ref }) => {
    const schema = schemas.byId.get(`${SCHEMA_ID_BASE}${$ref}`) as BlockSchema | undefined;
    if (!schema) throw new Error(`schemas/page.schema.json refers to ${$ref}, which is not in schemas/blocks/`);
    const { title, description, properties, examples = [] } = schema;
    return {
      type: properties.type.const,
      title,
      description,
      examples: examples.map((example) => ({ authored: example, received: blockWithDefaults(example, schemasDir) })),
    };
  });
}

/**
 * `virtual:block-catalogue`: the /__blocks gallery's data, read from schemas/ in Node (no AJV in the
 * browser). vite-plugin-pages.ts reloads every module when a schema changes.
 */
export function blockCataloguePlugin(): Plugin {
  let schemasDir = '';
  return {
    name: 'page-engine:block-catalogue',
    configResolved(config) {
      schemasDir = projectSchemasDir(config.root);
    },
    resolveId: (id) => (id === BLOCK_CATALOGUE_MODULE_ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      return `export const blockCatalogue = ${JSON.stringify(blockCatalogueEntries(schemasDir))};\n`;
    },
  };
}
