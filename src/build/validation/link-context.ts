import type { BlockType } from '../../browser/blocks/block-types.ts';

/**
 * The link fields whose block adds the card's title to the link's accessible name when the data
 * gives no `ariaLabel` (pointers inside the block, `*` for any list position): a "Read More" there
 * is read as "Read More: <headline>". Every other link is named by its label (and its ariaLabel)
 * alone. tests/blocks/link-context.test.tsx renders each block and fails when this list and the
 * components disagree, in either direction.
 */
export const linksNamedByTheirCard: { readonly [T in BlockType]?: readonly string[] } = {
  // NewsCard: readMoreLabel() appends the item's headline.
  newsCarousel: ['/items/*/link'],
  // CardGrid: a card's link without ariaLabel is named "<label>: <card title>".
  cardGrid: ['/cards/*/link'],
  // DownloadList: demoLink() appends the product's title.
  downloadList: ['/items/*/demo'],
};

/** Whether the link at `pointer` (inside a block of `type`) gets a name from its card. */
export function isNamedByItsCard(type: unknown, pointer: string): boolean {
  if (typeof type !== 'string') return false;
  const pattern = pointer.replace(/\/\d+(?=\/|$)/g, '/*');
  return linksNamedByTheirCard[type as BlockType]?.includes(pattern) ?? false;
}
