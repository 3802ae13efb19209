import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIEF_MESSAGE_MS, useBriefMessage } from './use-brief-message';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useBriefMessage', () => {
  it('shows a message, then hides it after the duration', () => {
    const { result } = renderHook(() => useBriefMessage());
    expect(result.current.message).toBeNull();
    act(() => result.current.show('Thank you.'));
    expect(result.current.message).toBe('Thank you.');
    act(() => vi.advanceTimersByTime(BRIEF_MESSAGE_MS - 1));
    expect(result.current.message).toBe('Thank you.');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.message).toBeNull();
  });

  it('a second message restarts the time, so it is not cut short by the first one', () => {
    const { result } = renderHook(() => useBriefMessage(1000));
    act(() => result.current.show('first'));
    act(() => vi.advanceTimersByTime(800));
    act(() => result.current.show('second'));
    act(() => vi.advanceTimersByTime(800));
    expect(result.current.message).toBe('second');
    act(() => vi.advanceTimersByTime(200));
    expect(result.current.message).toBeNull();
  });
});
