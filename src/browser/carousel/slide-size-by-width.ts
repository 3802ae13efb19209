/** One row of a block's cards-per-width table (its `slidesPerView`). */
export interface SlidesPerViewRow {
  minWidthPx: number;
  slides: number;
}

export interface SlideSizeByWidth {
  /** Extra Mantine theme breakpoints, one per width the table names (`w750: '750px'`). */
  breakpoints: Record<string, string>;
  /** Mantine Carousel's `slideSize` as a breakpoint object over those breakpoints. */
  slideSize: Record<string, string>;
}

/** `100 / slides` as a percentage, trimmed so the generated CSS stays short. */
function percentOf(slides: number): string {
  return `${Number((100 / slides).toFixed(4))}%`;
}

/**
 * Turns a cards-per-width table into Mantine Carousel's `slideSize` breakpoint object. Mantine
 * writes that object as CSS media queries, so the server HTML already shows the right number of
 * slides at every width before any script runs. Its keys must be theme breakpoints, and the table
 * names arbitrary pixel widths, so each width gets a breakpoint of its own (for a
 * MantineThemeProvider around the carousel). Below the narrowest row one slide shows; on equal
 * widths the later row wins. A row never has more slots than there are items (`itemCount`): three
 * cards in a four-card row share the row instead of leaving an empty slot that looks like a missing card.
 */
export function slideSizeByWidth(rows: readonly SlidesPerViewRow[], itemCount = Infinity): SlideSizeByWidth {
  const breakpoints: Record<string, string> = {};
  const slideSize: Record<string, string> = { base: '100%' };
  for (const row of [...rows].sort((a, b) => a.minWidthPx - b.minWidthPx)) {
    const { minWidthPx } = row;
    const slides = Math.max(1, Math.min(row.slides, itemCount));
    if (minWidthPx === 0) {
      slideSize.base = percentOf(slides);
      continue;
    }
    const key = `w${minWidthPx}`;
    breakpoints[key] = `${minWidthPx}px`;
    slideSize[key] = percentOf(slides);
  }
  return { breakpoints, slideSize };
}
