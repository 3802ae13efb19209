import { useRef, type TouchEvent } from 'react';

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

/** The parts of Embla's API the swipe rule uses. */
export interface SwipeCarousel {
  selectedScrollSnap(): number;
  scrollSnapList(): unknown[];
  scrollTo(index: number): void;
}

/** Where a looping carousel settles after a gesture that began at `start`. */
export function swipeTarget(start: number, count: number, direction: SwipeDirection | null): number {
  if (direction === 'left') return (start + 1) % count;
  if (direction === 'right') return (start - 1 + count) % count;
  return start;
}

/**
 * Embla drags the track under the finger (it follows the touch), but on release it picks the slide
 * by the release speed, and the spec picks it by distance. So when the finger lifts, this hook sends
 * the carousel where the spec says: one slide on from where the gesture began after more than
 * `thresholdPx`, else back to that slide. Two-finger gestures (pinch zoom) are left alone.
 */
export function useThresholdSwipe({ thresholdPx, carousel }: { thresholdPx: number; carousel: SwipeCarousel | null }) {
  const start = useRef<{ x: number; y: number; snap: number } | null>(null);

  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current =
        carousel && event.touches.length === 1 && touch
          ? { x: touch.clientX, y: touch.clientY, snap: carousel.selectedScrollSnap() }
          : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch || !carousel) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y, thresholdPx);
      carousel.scrollTo(swipeTarget(from.snap, carousel.scrollSnapList().length, direction));
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
