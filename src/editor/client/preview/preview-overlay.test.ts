import { describe, expect, it } from 'vitest';
import { ITEM_ID_KEY, withItemIds } from '../document/item-ids';
import { moveItem, removeItem, setAt, type Json } from '../document/json-pointer';
import { overlayPreview, withItemIdsOf } from './preview-overlay';

const checked = withItemIds({
  blocks: [
    { type: 'banner', heading: 'Hello', image: { src: '/images/a.jpg' } },
    { type: 'cardGrid', cards: [{ title: 'One' }, { title: 'Two' }] },
  ],
});
// What the server sends for it: defaults filled in, images resolved, no identities.
const server: Json = {
  blocks: [
    { type: 'banner', heading: 'Hello', image: { src: '/images/a.jpg', width: 1200 }, tone: 'dark' },
    { type: 'cardGrid', cards: [{ title: 'One' }, { title: 'Two' }], columns: 3 },
  ],
};
const shown = withItemIdsOf(server, checked);
const same = (value: string) => value;
const blocksOf = (page: Json) => (page as { blocks: Record<string, Json>[] }).blocks;

describe('the preview follows edits before the server answers', () => {
  it('a typed text shows at once, with the server’s defaults and images kept', () => {
    const page = overlayPreview(shown, checked, setAt(checked, '/blocks/0/heading', 'Hello there'), same);
    expect(blocksOf(page)[0]).toMatchObject({ heading: 'Hello there', tone: 'dark', image: { width: 1200 } });
    // The block not edited is the very same object: the preview does not redraw it.
    expect(blocksOf(page)[1]).toBe(blocksOf(shown)[1]);
  });

  it('moves and removals reorder the preview’s items by identity, never by index', () => {
    const moved = overlayPreview(shown, checked, moveItem(checked, '/blocks/1/cards', 1, 0), same);
    expect((blocksOf(moved)[1]!.cards as { title: string }[]).map((card) => card.title)).toEqual(['Two', 'One']);
    const removed = overlayPreview(shown, checked, removeItem(checked, '/blocks', 0), same);
    expect(blocksOf(removed).map((block) => block.type)).toEqual(['cardGrid']);
    expect(blocksOf(removed)[0]![ITEM_ID_KEY]).toBe(blocksOf(shown)[1]![ITEM_ID_KEY]);
  });

  it('an item the server has not seen yet waits for the next check (no ghost, no half-drawn item)', () => {
    const cards = (checked as { blocks: { cards: Json[] }[] }).blocks[1]!.cards;
    const [fresh] = withItemIds([{ title: 'New' }]) as Json[];
    const added = setAt(checked, '/blocks/1/cards', [...cards, fresh!]);
    const page = overlayPreview(shown, checked, added, same);
    expect((blocksOf(page)[1]!.cards as Json[]).length).toBe(2);
  });
});
