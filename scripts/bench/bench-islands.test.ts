import { describe, expect, it } from 'vitest';
import { islandsOn } from './bench-islands';

describe('islandsOn', () => {
  it('lists the interactive block types of a page once each, in page order', () => {
    const blocks = [{ type: 'form' }, { type: 'section' }, { type: 'heroCarousel' }, { type: 'form' }];
    expect(islandsOn(blocks)).toEqual(['form', 'heroCarousel']);
  });

  it('counts every interactive block of the issue as an island: carousels, logo strip, form, downloads', () => {
    const interactive = ['heroCarousel', 'newsCarousel', 'reviewCarousel', 'logoStrip', 'form', 'downloadList'];
    expect(islandsOn(interactive.map((type) => ({ type })))).toEqual(interactive);
  });

  it('finds no island on a page of static blocks, nor in a type it does not know', () => {
    expect(
      islandsOn([{ type: 'banner' }, { type: 'section' }, { type: 'accordion' }, { type: 'noSuchBlock' }]),
    ).toEqual([]);
  });
});
