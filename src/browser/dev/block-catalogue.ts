import pageSchema from '../../../schemas/page.schema.json';
import type { Block } from '../../generated/schema-types';

/** One block type as the gallery shows it: straight from its schema. */
export interface CatalogueEntry {
  type: string;
  title: string;
  description: string;
  examples: Block[];
}

interface BlockSchemaFile {
  title: string;
  description: string;
  properties: { type: { const: string } };
  examples?: Block[];
}

const blockSchemas = import.meta.glob<BlockSchemaFile>('../../../schemas/blocks/*.schema.json', {
  eager: true,
  import: 'default',
});

/** Every block type in the order of the page schema's block union, with its title, description and examples. */
export function readBlockCatalogue(): CatalogueEntry[] {
  return pageSchema.definitions.block.oneOf.map(({ $ref }) => {
    const schema = blockSchemas[`../../../schemas/${$ref}`];
    if (!schema) throw new Error(`schemas/page.schema.json refers to ${$ref}, which is not in schemas/blocks/`);
    const { title, description, properties, examples = [] } = schema;
    return { type: properties.type.const, title, description, examples };
  });
}
