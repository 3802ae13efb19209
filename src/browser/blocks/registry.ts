import type { BlockComponent, BlockType } from './block-types';
import { islandBlocks, type IslandBlockType } from './island-blocks';

/**
 * The block types that never change after the server rendered them: they ship no JavaScript and
 * no data at all, only their HTML and CSS.
 */
const staticBlocks = {
  accordion: () => import('./Accordion'),
  article: () => import('./Article'),
  banner: () => import('./Banner'),
  benefitList: () => import('./BenefitList'),
  cardGrid: () => import('./CardGrid'),
  contactDetails: () => import('./ContactDetails'),
  mapEmbed: () => import('./MapEmbed'),
  notFound: () => import('./NotFound'),
  notice: () => import('./Notice'),
  section: () => import('./Section'),
  stats: () => import('./Stats'),
} satisfies { [K in Exclude<BlockType, IslandBlockType>]: () => Promise<{ default: BlockComponent<K> }> };

/** How the site ships one block type. */
export interface BlockRegistration<T extends BlockType> {
  /** The component, loaded on demand so a page (and an island) downloads only the blocks it uses. */
  load: () => Promise<{ default: BlockComponent<T> }>;
  /** True for an island (island-blocks.ts): hydrated on its own in the browser. */
  interactive: boolean;
}

function register<T extends Record<string, () => Promise<unknown>>>(loaders: T, interactive: boolean) {
  return Object.fromEntries(Object.entries(loaders).map(([type, load]) => [type, { load, interactive }])) as {
    [K in keyof T]: { load: T[K]; interactive: boolean };
  };
}

/**
 * Every block type's component and whether it is interactive. Each type is in exactly one of the
 * two lists: the `satisfies` clauses make a type in neither, or one without a component, a
 * compile error (a type in both is one too, as staticBlocks may only hold the non-island types).
 */
export const blockRegistry = {
  ...register(staticBlocks, false),
  ...register(islandBlocks, true),
} satisfies { [K in BlockType]: BlockRegistration<K> };

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type);
}

/** Whether blocks of this type are islands (see island-blocks.ts). */
export function isInteractiveBlock(type: BlockType): boolean {
  return blockRegistry[type].interactive;
}
