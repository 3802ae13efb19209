import { describe, expect, it } from 'vitest';
import { duplicateItem, getAt, joinPointer, moveItem, removeItem, setAt, type Json } from './json-pointer';

const page: Json = {
  title: 'About',
  blocks: [
    { type: 'banner', heading: 'A' },
    { type: 'section', heading: 'B' },
  ],
};

describe('JSON pointer edits', () => {
  it('reads and writes by pointer without touching the original, keeping key order', () => {
    const edited = setAt(page, '/blocks/1/heading', 'C');
    expect(getAt(edited, '/blocks/1/heading')).toBe('C');
    expect(getAt(page, '/blocks/1/heading')).toBe('B');
    expect(Object.keys(getAt(edited, '/blocks/1') as object)).toEqual(['type', 'heading']);
    // Untouched branches are shared, not copied.
    expect(getAt(edited, '/blocks/0')).toBe(getAt(page, '/blocks/0'));
  });

  it('removes an optional key when set to undefined, and escapes ~ and / in keys', () => {
    expect(setAt(page, '/title', undefined)).toEqual({ blocks: page.blocks });
    expect(joinPointer('', 'a/b~c')).toBe('/a~1b~0c');
    expect(getAt({ 'a/b~c': 1 }, '/a~1b~0c')).toBe(1);
  });

  it('moves, duplicates and removes list items', () => {
    expect((getAt(moveItem(page, '/blocks', 1, 0), '/blocks') as { heading: string }[]).map((b) => b.heading)).toEqual([
      'B',
      'A',
    ]);
    expect(moveItem(page, '/blocks', 0, -1)).toBe(page);
    const twice = duplicateItem(page, '/blocks', 0);
    expect(getAt(twice, '/blocks/1')).toEqual(getAt(page, '/blocks/0'));
    expect(getAt(twice, '/blocks/1')).not.toBe(getAt(page, '/blocks/0'));
    expect(getAt(removeItem(page, '/blocks', 0), '/blocks')).toEqual([{ type: 'section', heading: 'B' }]);
  });
});
