import type { SlidesPerViewBreakpoint } from '../../lib/slides-per-view';

/** From this width the strip shows the block's full `visibleCount` (the spec's 4 logos). */
export const FULL_STRIP_FROM_PX = 768;

/**
 * Logos per width: the full `visibleCount` from 768 px, at most 3 from 576 px and at most 2 below,
 * so logos on phones stay large enough to recognise.
 */
export function logoStripBreakpoints(visibleCount: number): SlidesPerViewBreakpoint[] {
  return [
    { minWidthPx: 0, slides: Math.min(2, visibleCount) },
    { minWidthPx: 576, slides: Math.min(3, visibleCount) },
    { minWidthPx: FULL_STRIP_FROM_PX, slides: visibleCount },
  ];
}
