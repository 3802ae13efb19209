import { useCallback, useSyncExternalStore } from 'react';
import { slidesPerViewAt, type SlidesPerViewBreakpoint } from './slides-per-view';

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const unknownOnServer = () => null;

/**
 * How many items the CSS currently shows (the same table drives both), for behaviour only:
 * whether a strip can scroll and which items are on screen. Null during server rendering and
 * hydration, so the markup never depends on the width; layout itself is pure CSS.
 */
export function useSlidesPerView(breakpoints: readonly SlidesPerViewBreakpoint[]): number | null {
  const getSnapshot = useCallback(() => slidesPerViewAt(window.innerWidth, breakpoints), [breakpoints]);
  return useSyncExternalStore(subscribeToResize, getSnapshot, unknownOnServer);
}
