import type { KeyboardEvent } from 'react';
import { useCyclicIndex } from './use-cyclic-index';
import { useRotation } from './use-rotation';
import { useSwipe } from './use-swipe';

export interface SlideCarouselOptions {
  /** Number of slides. */
  count: number;
  /** Time each slide stays before the next one shows. */
  intervalMs: number;
  /** Pause while the pointer is over the carousel. */
  pauseOnHover: boolean;
  /** A touch swipe must move more than this many pixels. */
  swipeThresholdPx: number;
}

/**
 * Everything a one-slide-at-a-time carousel does: wrap-around navigation, timed rotation (paused
 * on hover and focus, off under reduced motion), swipes and the left/right arrow keys while focus
 * is inside. Spread `rootProps` on the carousel's root element.
 */
export function useSlideCarousel({ count, intervalMs, pauseOnHover, swipeThresholdPx }: SlideCarouselOptions) {
  const { index, next, prev, goTo } = useCyclicIndex(count);
  const { rotating, running, toggleRotation, pauseHandlers } = useRotation({
    intervalMs,
    onAdvance: next,
    restartKey: index,
    pauseOnHover,
    canRotate: count > 1,
  });
  const swipeHandlers = useSwipe({ thresholdPx: swipeThresholdPx, onSwipeLeft: next, onSwipeRight: prev });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') prev();
    else next();
  };

  return {
    index,
    next,
    prev,
    goTo,
    rotating,
    running,
    toggleRotation,
    rootProps: { ...pauseHandlers, ...swipeHandlers, onKeyDown },
  };
}
