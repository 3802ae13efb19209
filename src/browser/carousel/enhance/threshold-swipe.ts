import { swipeDirection, swipeTarget, type SwipeCarousel } from '../swipe-rule';

/**
 * Embla drags the track under the finger, but on release it picks the slide by the release speed,
 * and the spec picks it by distance. So when the finger lifts, the carousel goes where the spec
 * says: one slide on from where the gesture began after more than `thresholdPx`, else back to that
 * slide. Two-finger gestures (pinch zoom) are left alone. (The editor preview: use-threshold-swipe.ts.)
 */
export function connectThresholdSwipe(root: HTMLElement, carousel: SwipeCarousel, thresholdPx: number): void {
  let start: { x: number; y: number; snap: number } | null = null;
  const passive = { passive: true };
  root.addEventListener(
    'touchstart',
    (event) => {
      const touch = event.touches[0];
      start =
        event.touches.length === 1 && touch
          ? { x: touch.clientX, y: touch.clientY, snap: carousel.selectedScrollSnap() }
          : null;
    },
    passive,
  );
  root.addEventListener(
    'touchend',
    (event) => {
      const from = start;
      const touch = event.changedTouches[0];
      start = null;
      if (!from || !touch) return;
      const direction = swipeDirection(touch.clientX - from.x, touch.clientY - from.y, thresholdPx);
      carousel.scrollTo(swipeTarget(from.snap, carousel.scrollSnapList().length, direction));
    },
    passive,
  );
  root.addEventListener('touchcancel', () => (start = null), passive);
}
