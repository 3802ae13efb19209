import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutoAdvance } from './use-auto-advance';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useAutoAdvance', () => {
  it('advances exactly when the interval has passed', () => {
    const onAdvance = vi.fn();
    renderHook(() => useAutoAdvance(onAdvance, { intervalMs: 5000, enabled: true, restartKey: 0 }));
    act(() => vi.advanceTimersByTime(4999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('does not run while disabled and gives a full interval after re-enabling', () => {
    const onAdvance = vi.fn();
    const { rerender } = renderHook(
      (enabled: boolean) => useAutoAdvance(onAdvance, { intervalMs: 1000, enabled, restartKey: 0 }),
      {
        initialProps: true,
      },
    );
    act(() => vi.advanceTimersByTime(900));
    rerender(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(onAdvance).not.toHaveBeenCalled();
    rerender(true);
    act(() => vi.advanceTimersByTime(999));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('restarts the interval when the restart key changes (a manual move)', () => {
    const onAdvance = vi.fn();
    const { rerender } = renderHook(
      (key: number) => useAutoAdvance(onAdvance, { intervalMs: 1000, enabled: true, restartKey: key }),
      {
        initialProps: 0,
      },
    );
    act(() => vi.advanceTimersByTime(800));
    rerender(1);
    act(() => vi.advanceTimersByTime(800));
    expect(onAdvance).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onAdvance).toHaveBeenCalledTimes(1);
  });

  it('calls the latest callback without restarting the timer', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = renderHook(
      (cb: () => void) => useAutoAdvance(cb, { intervalMs: 1000, enabled: true, restartKey: 0 }),
      {
        initialProps: first,
      },
    );
    act(() => vi.advanceTimersByTime(500));
    rerender(second);
    act(() => vi.advanceTimersByTime(500));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('stops when unmounted', () => {
    const onAdvance = vi.fn();
    const { unmount } = renderHook(() => useAutoAdvance(onAdvance, { intervalMs: 1000, enabled: true, restartKey: 0 }));
    unmount();
    act(() => vi.advanceTimersByTime(5000));
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
