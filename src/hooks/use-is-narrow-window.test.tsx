import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useIsNarrowWindow } from './use-is-narrow-window';

/** A matchMedia that evaluates `(max-width: Npx)` against window.innerWidth and reports resizes. */
function installWidthAwareMatchMedia() {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const maxWidth = Number(/\(max-width:\s*(\d+)px\)/.exec(query)?.[1]);
    const mql = {
      media: query,
      get matches() {
        return window.innerWidth <= maxWidth;
      },
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        const notify = () => listener({ matches: mql.matches });
        listeners.add(notify);
      },
      removeEventListener: vi.fn(),
      addListener: vi.fn(),
      removeListener: vi.fn(),
    };
    return mql;
  }) as unknown as typeof window.matchMedia;
  return {
    resizeTo(width: number) {
      window.innerWidth = width;
      act(() => listeners.forEach((notify) => notify()));
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let media: ReturnType<typeof installWidthAwareMatchMedia>;
const initialWidth = window.innerWidth;
beforeEach(() => {
  media = installWidthAwareMatchMedia();
});
afterEach(() => {
  media.restore();
  window.innerWidth = initialWidth;
});

describe('useIsNarrowWindow', () => {
  it('is true at 500 px and false at 501 px (the spec default)', () => {
    window.innerWidth = 500;
    expect(renderHook(() => useIsNarrowWindow()).result.current).toBe(true);
    window.innerWidth = 501;
    expect(renderHook(() => useIsNarrowWindow()).result.current).toBe(false);
  });

  it('follows the window when it is resized', () => {
    window.innerWidth = 1024;
    const { result } = renderHook(() => useIsNarrowWindow());
    expect(result.current).toBe(false);
    media.resizeTo(500);
    expect(result.current).toBe(true);
    media.resizeTo(501);
    expect(result.current).toBe(false);
  });

  it('honours a custom breakpoint', () => {
    window.innerWidth = 700;
    expect(renderHook(() => useIsNarrowWindow(768)).result.current).toBe(true);
    expect(renderHook(() => useIsNarrowWindow(699)).result.current).toBe(false);
  });
});
