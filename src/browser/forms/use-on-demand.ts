import { useCallback, useRef } from 'react';

export interface OnDemand<T> {
  /** Starts loading (if nothing has yet) without waiting: call it when the visitor reaches for the form. */
  warm: () => void;
  /** What `load` resolves to, loaded once per component; after a failure the next call tries again. */
  get: () => Promise<T>;
}

/**
 * Code a component needs only when the visitor acts (a form's rules on submit), kept out of the
 * island's first download. `load` must be stable (a module-level function).
 */
export function useOnDemand<T>(load: () => Promise<T>): OnDemand<T> {
  const pending = useRef<Promise<T> | null>(null);
  const get = useCallback(() => {
    pending.current ??= load().catch((error: unknown) => {
      pending.current = null;
      throw error;
    });
    return pending.current;
  }, [load]);
  const warm = useCallback(() => void get().catch(() => {}), [get]);
  return { warm, get };
}
