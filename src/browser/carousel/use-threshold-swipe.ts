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

export interface ThresholdSwipeOptions {
  /** A swipe must move more than this many pixels. */
  thresholdPx: number;
  /** The finger moved from right to left: show the next slide. */
  onSwipeLeft: () => void;
  /** The finger moved from left to right: show the previous slide. */
  onSwipeRight: () => void;
}

/**
 * Touch handlers for a carousel whose own dragging is off (Embla's `watchDrag: false`): Embla
 * decides a drag by the release speed, the spec by the distance. Two-finger gestures (pinch zoom)
 * are ignored.
 */
export function useThresholdSwipe({ thresholdPx, onSwipeLeft, onSwipeRight }: ThresholdSwipeOptions) {
  const start = useRef<{ x: number; y: number } | null>(null);

  return {
    onTouchStart(event: TouchEvent) {
      const touch = event.touches[0];
      start.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd(event: TouchEvent) {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y, thresholdPx);
      if (direction === 'left') onSwipeLeft();
      if (direction === 'right') onSwipeRight();
    },
    onTouchCancel() {
      start.current = null;
    },
  };
}
