import { useRef, type TouchEvent } from 'react';
import { swipeDirection, swipeTarget, type SwipeCarousel } from './swipe-rule';

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
