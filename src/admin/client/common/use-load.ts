import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { errorMessage } from '../api/admin-api-error';

export interface Loaded<T> {
  data?: T;
  /** What went wrong, in the server's words. */
  error?: string;
  /** Loads again (after a change); the old data stays on screen meanwhile. */
  reload(): void;
}

/** Loads once per `key` (and per reload), ignoring answers that arrive after the screen moved on. */
export function useLoad<T>(load: () => Promise<T>, key = ''): Loaded<T> {
  const [state, setState] = useState<{ data?: T; error?: string }>({});
  const [round, setRound] = useState(0);
  const loadNow = useEffectEvent(load);
  useEffect(() => {
    let current = true;
    loadNow().then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState((before) => ({ ...before, error: errorMessage(error) })),
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((count) => count + 1), []);
  return { ...state, reload };
}
