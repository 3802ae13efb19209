import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCyclicIndex } from './use-cyclic-index';

describe('useCyclicIndex', () => {
  it('wraps from the last item to the first and from the first to the last', () => {
    const { result } = renderHook(() => useCyclicIndex(4));
    act(() => result.current.prev());
    expect(result.current.index).toBe(3);
    act(() => result.current.next());
    expect(result.current.index).toBe(0);
  });

  it('goes to a chosen item', () => {
    const { result } = renderHook(() => useCyclicIndex(4));
    act(() => result.current.goTo(2));
    expect(result.current.index).toBe(2);
  });
});
