import { isBlockType, isInteractiveBlock } from '../../src/browser/blocks/registry';

/**
 * The island block types a page uses (the blocks that need JavaScript in the browser: carousels,
 * the form, the gated downloads), each once, in page order. Which blocks are islands is the block
 * registry's `interactive` flag (src/browser/blocks/registry.ts), the same the site's build uses.
 */
export function islandsOn(blocks: readonly { type: string }[]): string[] {
  const types = blocks.map((block) => block.type).filter((type) => isBlockType(type) && isInteractiveBlock(type));
  return [...new Set(types)];
}
