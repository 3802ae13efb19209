import type { BlockType } from '../../src/browser/blocks/block-types';

/**
 * The block types that need JavaScript in the browser (the islands of issue 16): carousels move,
 * the form validates and posts, the download list asks for an e-mail address first. Every other
 * block is static HTML and CSS. The source of truth is the block registry
 * (src/browser/blocks/registry.ts); typed as BlockType so a renamed or removed block fails typecheck.
 */
export const islandBlockTypes: readonly BlockType[] = [
  'heroCarousel',
  'newsCarousel',
  'reviewCarousel',
  'logoStrip',
  'form',
  'downloadList',
];

/** The island block types a page uses, each once, in page order. */
export function islandsOn(blocks: readonly { type: string }[]): string[] {
  const islands = new Set<string>(islandBlockTypes);
  return [...new Set(blocks.map((block) => block.type).filter((type) => islands.has(type)))];
}
