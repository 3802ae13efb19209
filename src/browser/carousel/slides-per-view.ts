import type { ReceivedNewsCarousel } from '../../generated/received-types';

/** One row of a cards-per-width table: from `minWidthPx` upwards, `slides` items show at once. */
export type SlidesPerViewBreakpoint = ReceivedNewsCarousel['slidesPerView'][number];

/**
 * How many items show at a viewport width: the row with the largest `minWidthPx` not above the
 * width wins (on equal widths the later row). Below every row one item shows. Mirrors the CSS that
 * `slidesPerViewCss` generates, so JavaScript and layout agree on what is visible.
 */
export function slidesPerViewAt(widthPx: number, breakpoints: readonly SlidesPerViewBreakpoint[]): number {
  let slides = 1;
  let from = -1;
  for (const row of breakpoints) {
    if (row.minWidthPx <= widthPx && row.minWidthPx >= from) {
      from = row.minWidthPx;
      slides = row.slides;
    }
  }
  return slides;
}
