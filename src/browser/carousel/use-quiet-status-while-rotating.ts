import { useEffect, type RefObject } from 'react';

/**
 * Mantine's Carousel announces "Slide N of M" in a polite live region on every change. While
 * autoplay rotates that would talk over the page every few seconds (every second for news), so, as
 * the WAI-ARIA carousel pattern asks, the region is silent while rotating and speaks again once the
 * visitor pauses it, hovers or focuses it (then changes are theirs). Mantine sets the attribute
 * only when it mounts, so setting it here is not undone by its renders.
 */
export function useQuietStatusWhileRotating(frame: RefObject<HTMLElement | null>, rotating: boolean) {
  useEffect(() => {
    const status = frame.current?.querySelector('[aria-roledescription="carousel"] [role="status"]');
    status?.setAttribute('aria-live', rotating ? 'off' : 'polite');
  }, [frame, rotating]);
}
