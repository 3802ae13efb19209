export type SwipeDirection = 'left' | 'right';

/**
 * The direction of a finished touch gesture, or null when it was not a swipe. The spec's rule: the
 * finger must move horizontally MORE than `thresholdPx` (41 px moves, 40 px and 39 px do not) and
 * more sideways than up or down, so scrolling the page never changes the slide.
 */
export function swipeDirection(dx: number, dy: number, thresholdPx: number): SwipeDirection | null {
  if (Math.abs(dx) <= thresholdPx || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

/** Where a looping carousel settles after a gesture that began at `start`. */
export function swipeTarget(start: number, count: number, direction: SwipeDirection | null): number {
  if (direction === 'left') return (start + 1) % count;
  if (direction === 'right') return (start - 1 + count) % count;
  return start;
}

/** The parts of Embla's API the swipe rule uses. */
export interface SwipeCarousel {
  selectedScrollSnap(): number;
  scrollSnapList(): unknown[];
  scrollTo(index: number): void;
}
