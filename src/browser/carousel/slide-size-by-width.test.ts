import { describe, expect, it } from 'vitest';
import { slideSizeByWidth } from './slide-size-by-width';

describe('slideSizeByWidth', () => {
  it("turns the spec's news table into one breakpoint and slide size per width", () => {
    const { breakpoints, slideSize } = slideSizeByWidth([
      { minWidthPx: 0, slides: 1 },
      { minWidthPx: 750, slides: 2 },
      { minWidthPx: 1000, slides: 3 },
      { minWidthPx: 1250, slides: 4 },
    ]);
    expect(breakpoints).toEqual({ w750: '750px', w1000: '1000px', w1250: '1250px' });
    expect(slideSize).toEqual({ base: '100%', w750: '50%', w1000: '33.3333%', w1250: '25%' });
  });

  it('shows one slide below the narrowest row, and the later of two rows at one width wins', () => {
    const { slideSize } = slideSizeByWidth([
      { minWidthPx: 600, slides: 2 },
      { minWidthPx: 600, slides: 5 },
    ]);
    expect(slideSize).toEqual({ base: '100%', w600: '20%' });
  });

  it('a single row from 0 px is the same size at every width', () => {
    expect(slideSizeByWidth([{ minWidthPx: 0, slides: 4 }])).toEqual({ breakpoints: {}, slideSize: { base: '25%' } });
  });

  it('never makes more slots than there are items: three cards share a four-card row', () => {
    const { slideSize } = slideSizeByWidth(
      [
        { minWidthPx: 0, slides: 1 },
        { minWidthPx: 1000, slides: 3 },
        { minWidthPx: 1250, slides: 4 },
      ],
      3,
    );
    expect(slideSize).toEqual({ base: '100%', w1000: '33.3333%', w1250: '33.3333%' });
  });
});
