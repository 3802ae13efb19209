import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOnDemand } from './use-on-demand';

describe('useOnDemand', () => {
  it('loads nothing until asked, then loads once however often it is warmed or asked', async () => {
    const load = vi.fn(() => Promise.resolve('rules'));
    const { result } = renderHook(() => useOnDemand(load));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.warm());
    act(() => result.current.warm());
    await expect(result.current.get()).resolves.toBe('rules');
    await expect(result.current.get()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('after a failed load (say, offline) the next request tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('rules');
    const { result } = renderHook(() => useOnDemand(load as () => Promise<string>));
    act(() => result.current.warm());
    await expect(result.current.get()).rejects.toThrow('offline');
    await expect(result.current.get()).resolves.toBe('rules');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
