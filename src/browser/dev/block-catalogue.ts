import { blockCatalogue } from 'virtual:block-catalogue';
import type { ReceivedBlock } from '../../generated/received-types';
import type { Block } from '../../generated/schema-types';

/** One block type as the gallery shows it: straight from its schema. */
export interface CatalogueEntry {
  type: string;
  title: string;
  description: string;
  /** The schema's examples as written (`authored`) and as the component receives them (defaults filled in at build time). */
  examples: { authored: Block; received: ReceivedBlock }[];
}

/** Every block type in the order of the page schema's block union, with its title, description and examples. */
export function readBlockCatalogue(): CatalogueEntry[] {
  return blockCatalogue;
}
