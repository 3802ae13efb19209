import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleOpen } from './use-single-open';

describe('useSingleOpen', () => {
  it('starts with nothing open', () => {
    expect(renderHook(() => useSingleOpen<number>()).result.current.openId).toBeNull();
  });

  it('opens one item at a time and closes the open one when toggled again', () => {
    const { result } = renderHook(() => useSingleOpen<number>());
    act(() => result.current.toggle(1));
    expect(result.current.openId).toBe(1);
    act(() => result.current.toggle(2));
    expect(result.current.openId).toBe(2);
    act(() => result.current.toggle(2));
    expect(result.current.openId).toBeNull();
  });
});
