import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { resizeWindowTo } from './mock-media-query.testing';
import { useSlidesPerView } from './use-slides-per-view';

const table = [
  { minWidthPx: 0, slides: 1 },
  { minWidthPx: 750, slides: 2 },
];

afterEach(() => resizeWindowTo(1024));

describe('useSlidesPerView', () => {
  it('follows the window width', () => {
    resizeWindowTo(749);
    const { result } = renderHook(() => useSlidesPerView(table));
    expect(result.current).toBe(1);
    act(() => resizeWindowTo(750));
    expect(result.current).toBe(2);
  });

  it('is unknown (null) while rendering on the server', () => {
    function Probe() {
      return <span>{String(useSlidesPerView(table))}</span>;
    }
    expect(renderToString(<Probe />)).toBe('<span>null</span>');
  });
});
