import { describe, expect, it } from 'vitest';
import { ITEM_ID_KEY, itemIdOf, stripItemIds, withItemIds } from './item-ids';
import type { Json } from './json-pointer';

const page: Json = {
  title: 'About',
  blocks: [
    {
      type: 'cardGrid',
      cards: [
        { id: 'a', title: 'A' },
        { id: 'b', title: 'B' },
      ],
    },
    { type: 'section', paragraphs: ['One', 'Two'] },
  ],
};

describe('editor identities of list items', () => {
  it('every object in a list gets one; texts and the document itself do not', () => {
    const withIds = withItemIds(page) as { blocks: { cards?: Json[]; paragraphs?: Json[] }[] };
    expect(itemIdOf(page)).toBeUndefined();
    const ids = [...withIds.blocks, ...withIds.blocks[0]!.cards!].map((item) => itemIdOf(item as Json));
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(withIds.blocks[1]!.paragraphs).toEqual(['One', 'Two']);
  });

  it('keeps ids it finds, and the same objects when none is missing; fresh ones for a duplicate', () => {
    const once = withItemIds(page);
    expect(withItemIds(once)).toBe(once);
    const copy = withItemIds(once, true) as { blocks: Json[] };
    expect(itemIdOf(copy.blocks[0])).not.toBe(itemIdOf((once as { blocks: Json[] }).blocks[0]));
  });

  it('are stripped back to the document as stored, which never contains the key', () => {
    const withIds = withItemIds(page);
    expect(stripItemIds(withIds)).toEqual(page);
    expect(JSON.stringify(stripItemIds(withIds))).not.toContain(ITEM_ID_KEY);
    expect(stripItemIds(page)).toBe(page);
  });
});
