import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLoopingTrack } from './use-looping-track';

describe('useLoopingTrack', () => {
  it('moves one slot at a time onto the copies after the last item, then on from the first', () => {
    const { result } = renderHook(() => useLoopingTrack(3));
    const positions: number[] = [];
    for (let step = 0; step < 5; step += 1) {
      act(() => result.current.next());
      positions.push(result.current.position);
    }
    // 3 is the copy of item 0; the next step jumps back to 0 unseen and animates to 1.
    expect(positions).toEqual([1, 2, 3, 1, 2]);
    expect(result.current.animate).toBe(true);
  });

  it('goes back from the first item by jumping to its copy and animating to the last item', () => {
    const { result } = renderHook(() => useLoopingTrack(3));
    act(() => result.current.prev());
    expect(result.current.position).toBe(2);
    expect(result.current.animate).toBe(true);
  });

  it('does not move a single item', () => {
    const { result } = renderHook(() => useLoopingTrack(1));
    act(() => result.current.next());
    act(() => result.current.prev());
    expect(result.current.position).toBe(0);
  });
});
