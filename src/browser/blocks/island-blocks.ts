import type { BlockComponent, BlockType } from './block-types';

/**
 * The interactive block types: each is an island, hydrated on its own in the browser. Its own file
 * so the island runtime can import these loaders without those of every static block.
 * (registry.ts joins both lists and checks that every block type is in exactly one.)
 */
export const islandBlocks = {
  downloadList: () => import('./DownloadList'),
  form: () => import('./Form'),
  heroCarousel: () => import('./HeroCarousel'),
  logoStrip: () => import('./LogoStrip'),
  newsCarousel: () => import('./NewsCarousel'),
  reviewCarousel: () => import('./ReviewCarousel'),
} satisfies { [K in BlockType]?: () => Promise<{ default: BlockComponent<K> }> };

export type IslandBlockType = keyof typeof islandBlocks;

export function isIslandBlockType(type: string): type is IslandBlockType {
  return Object.hasOwn(islandBlocks, type);
}
