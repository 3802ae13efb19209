import type { BlockOf, BlockType } from '../../browser/blocks/block-types.ts';
import { parseRichText } from '../../rich-text/parse-rich-text.ts';

export type HeadingLevel = 1 | 2 | 3 | 4;

/** One level per item of a list the block renders (defensive: invalid data may hold no array). */
function perItem(list: unknown, level: HeadingLevel): HeadingLevel[] {
  return Array.isArray(list) ? list.map(() => level) : [];
}

/** A block's optional heading is its <h2>; without it, its item titles move up to <h2> themselves. */
function headingThenItems(heading: unknown, items: unknown): HeadingLevel[] {
  return heading ? [2, ...perItem(items, 3)] : perItem(items, 2);
}

/** The headings of a rich text with headings ('##' is an h2), in order. */
function richTextHeadingLevels(text: unknown): HeadingLevel[] {
  if (typeof text !== 'string') return [];
  return parseRichText(text, { headings: true }).tree.children.flatMap((node) =>
    node.type === 'heading' ? [Math.min(Math.max(node.depth, 2), 4) as HeadingLevel] : [],
  );
}

/**
 * The heading levels each block type renders, in document order, read from its component in
 * src/browser/blocks/. Content lint derives the page outline from this table; tests/blocks/heading-levels
 * renders every schema example and fails when a component and this table disagree. A new block
 * type without an entry is a type error.
 */
const headingLevelsByType: { [T in BlockType]: (block: BlockOf<T>) => HeadingLevel[] } = {
  accordion: (block) => [2, ...perItem(block.items, 3)],
  article: (block) => [1, ...richTextHeadingLevels(block.body)],
  banner: () => [1],
  benefitList: (block) => [2, ...perItem(block.items, 3)],
  // A grid filled from a collection with nothing published shows its whenEmpty notice's heading.
  cardGrid: (block) =>
    Array.isArray(block.cards) && block.cards.length === 0 && block.whenEmpty
      ? headingThenItems(block.heading, [block.whenEmpty])
      : headingThenItems(block.heading, block.cards),
  contactDetails: (block) => (block.heading ? [2] : []),
  downloadList: (block) => headingThenItems(block.heading, block.items),
  form: (block) => (block.heading ? [2] : []),
  heroCarousel: (block) => [1, ...perItem(block.slides, 2)],
  logoStrip: (block) => (block.heading ? [2] : []),
  mapEmbed: () => [2],
  newsCarousel: (block) => [2, ...perItem(block.items, 3)],
  notFound: () => [1],
  notice: () => [2],
  reviewCarousel: () => [2],
  section: (block) => [block.headingLevel ?? 2],
  stats: (block) => (block.heading ? [2] : []),
};

/** The heading levels a block renders, in order; [] for what is not a known block. */
export function headingLevelsOf(block: unknown): HeadingLevel[] {
  if (block === null || typeof block !== 'object') return [];
  const type = (block as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(headingLevelsByType, type)) return [];
  const levelsOf = headingLevelsByType[type as BlockType] as (block: unknown) => HeadingLevel[];
  return levelsOf(block);
}
