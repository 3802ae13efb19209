import { describe, expect, it } from 'vitest';
import { pluck } from './pluck';

const grid = {
  heading: 'Our Products',
  cards: [{ title: 'A', link: { href: '/a' } }, { title: 'B' }, { title: 'C', link: { href: '/c' } }],
};

describe('pluck', () => {
  it('reads one field', () => {
    expect(pluck(grid, 'heading')).toEqual(['Our Products']);
  });

  it('walks every array element and skips the ones without the field', () => {
    expect(pluck(grid, 'cards[].link.href')).toEqual(['/a', '/c']);
  });

  it('yields nothing for a missing path or a non-array walked with []', () => {
    expect(pluck(grid, 'seeAll.href')).toEqual([]);
    expect(pluck(grid, 'heading[]')).toEqual([]);
  });
});
