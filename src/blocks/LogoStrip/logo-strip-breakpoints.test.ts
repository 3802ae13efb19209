import { describe, expect, it } from 'vitest';
import { slidesPerViewAt } from '../../lib/slides-per-view';
import { logoStripBreakpoints } from './logo-strip-breakpoints';

describe('logoStripBreakpoints', () => {
  it.each([
    [360, 2],
    [575, 2],
    [576, 3],
    [767, 3],
    [768, 4],
    [1440, 4],
  ])('with 4 visible shows %i px -> %i logos', (width, logos) => {
    expect(slidesPerViewAt(width, logoStripBreakpoints(4))).toBe(logos);
  });

  it('never shows more than visibleCount on narrow screens', () => {
    expect(logoStripBreakpoints(1).map((row) => row.slides)).toEqual([1, 1, 1]);
  });
});
