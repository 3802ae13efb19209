import { useRef, type TouchEvent } from 'react';

export type SwipeDirection = 'left' | 'right';

/**
 * The direction of a finished touch gesture, or null when it was not a swipe: the finger must move
 * horizontally MORE than `thresholdPx` (exactly the threshold is not enough) and more sideways than
 * up or down, so vertical page scrolling never changes the slide.
 */
export function swipeDirection(dx: number, dy: number, thresholdPx: number): SwipeDirection | null {
  if (Math.abs(dx) <= thresholdPx || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 'left' : 'right';
}

export interface SwipeOptions {
  /** A swipe must move more than this many pixels. */
  thresholdPx: number;
  /** Called when the finger moved from right to left (show the next item). */
  onSwipeLeft: () => void;
  /** Called when the finger moved from left to right (show the previous item). */
  onSwipeRight: () => void;
}

/** Touch handlers to spread on the swipeable element. Two-finger gestures (pinch zoom) are ignored. */
export function useSwipe({ thresholdPx, onSwipeLeft, onSwipeRight }: SwipeOptions) {
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
