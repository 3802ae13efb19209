import { useMediaQuery } from '@mantine/hooks';

/**
 * True while the viewport is at most `maxWidthPx` wide (default 500, the spec's mobile-banner
 * width), updated on resize. It is false on the server and on the first client render, then
 * corrected in an effect, so hydration never mismatches. Prefer CSS or `<picture>` for anything
 * visible at first paint; use this only for behaviour that truly needs the value in JavaScript.
 */
export function useIsNarrowWindow(maxWidthPx = 500): boolean {
  return useMediaQuery(`(max-width: ${maxWidthPx}px)`, false, { getInitialValueInEffect: true });
}
