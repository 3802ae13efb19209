import { describe, expect, it } from 'vitest';
import newsSchema from '../../../schemas/blocks/news-carousel.schema.json';
import { slidesPerViewAt, type SlidesPerViewBreakpoint } from './slides-per-view';

// The table authors get when they leave `slidesPerView` out: the spec's 1 / 2 / 3 / 3 / 4.
const schemaDefault = newsSchema.properties.slidesPerView.default as SlidesPerViewBreakpoint[];

describe('slidesPerViewAt with the news carousel default table', () => {
  it.each([
    [320, 1],
    [749, 1],
    [750, 2],
    [999, 2],
    [1000, 3],
    [1099, 3],
    [1100, 3],
    [1249, 3],
    [1250, 4],
    [1920, 4],
  ])('shows %i px -> %i cards', (width, cards) => {
    expect(slidesPerViewAt(width, schemaDefault)).toBe(cards);
  });
});

describe('slidesPerViewAt with other tables', () => {
  it('shows one item below a table that starts above zero', () => {
    expect(slidesPerViewAt(400, [{ minWidthPx: 600, slides: 3 }])).toBe(1);
  });

  it('does not depend on the order of the rows', () => {
    const rows = [
      { minWidthPx: 900, slides: 5 },
      { minWidthPx: 0, slides: 2 },
    ];
    expect(slidesPerViewAt(899, rows)).toBe(2);
    expect(slidesPerViewAt(900, rows)).toBe(5);
  });

  it('lets the later of two rows with the same width win', () => {
    const rows = [
      { minWidthPx: 0, slides: 2 },
      { minWidthPx: 0, slides: 3 },
    ];
    expect(slidesPerViewAt(10, rows)).toBe(3);
  });
});
