import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDialogAction } from './use-dialog-action';

/** A request the test answers when it chooses, as a slow server would. */
function pending<T>() {
  let answer!: (value: T) => void;
  let refuse!: (error: Error) => void;
  const promise = new Promise<T>((resolve, reject) => ((answer = resolve), (refuse = reject)));
  return { promise, answer, refuse };
}

function setUp() {
  const calls: string[] = [];
  const onClose = vi.fn(() => calls.push('close'));
  const onDone = vi.fn((file: string) => calls.push(`done ${file}`));
  const hook = renderHook(() => useDialogAction<string>({ onClose, onDone }));
  return { hook, calls, onClose };
}

describe('useDialogAction', () => {
  it('is busy while the request runs, ignores a second submit meanwhile, then closes and hands on the result', async () => {
    const { hook, calls } = setUp();
    const request = pending<string>();
    const action = vi.fn(() => request.promise);
    let first!: Promise<void>;
    act(() => {
      first = hook.result.current.submit(action);
    });
    expect(hook.result.current.busy).toBe(true);
    await act(() => hook.result.current.submit(action));
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => {
      request.answer('content/posts/new.json');
      await first;
    });
    expect(hook.result.current.busy).toBe(false);
    expect(calls).toEqual(['close', 'done content/posts/new.json']);
  });

  it('keeps the dialog open with the server’s words when refused, clears them on the next try and on close', async () => {
    const { hook, calls, onClose } = setUp();
    const refusal = 'Refused: a blog post already has the address /blogs/conveyor-care.';
    await act(() => hook.result.current.submit(() => Promise.reject(new Error(refusal))));
    expect(hook.result.current.error).toBe(refusal);
    expect(hook.result.current.failure).toBeInstanceOf(Error);
    expect(hook.result.current.busy).toBe(false);
    expect(onClose).not.toHaveBeenCalled();

    // A second try may submit again after a refusal; while it runs the old reason is gone.
    const retry = pending<string>();
    let second!: Promise<void>;
    act(() => {
      second = hook.result.current.submit(() => retry.promise);
    });
    expect(hook.result.current.error).toBeUndefined();
    await act(async () => {
      retry.refuse(new Error(refusal));
      await second;
    });
    expect(hook.result.current.error).toBe(refusal);

    act(() => hook.result.current.close());
    expect(hook.result.current.error).toBeUndefined();
    expect(calls).toEqual(['close']);
  });
});
