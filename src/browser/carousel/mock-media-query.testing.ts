import { vi } from 'vitest';

/**
 * Test helper: makes `window.matchMedia` report the given queries as matching (all others not),
 * e.g. `mockMatchingMediaQueries('(prefers-reduced-motion: reduce)')`. Returns a function that puts
 * the previous implementation back (the setup file's stub is a vi.fn, which restoreAllMocks would
 * not restore).
 */
export function mockMatchingMediaQueries(...matching: string[]): () => void {
  const previous = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: matching.includes(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(() => true),
    }) satisfies MediaQueryList;
  return () => {
    window.matchMedia = previous;
  };
}

/** Test helper: sets the window width that `useSlidesPerView` reads, and tells listeners. */
export function resizeWindowTo(widthPx: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: widthPx });
  window.dispatchEvent(new Event('resize'));
}
