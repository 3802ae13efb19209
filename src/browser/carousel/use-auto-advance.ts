import { useEffect, useRef } from 'react';

export interface AutoAdvanceOptions {
  /** Time in ms from the moment the timer (re)starts until `onAdvance` runs. */
  intervalMs: number;
  /** The timer only runs while this is true (not hovered, not stopped, motion allowed). */
  enabled: boolean;
  /** Any value that changes when the visible item changes, so every item stays the full interval. */
  restartKey: unknown;
}

/**
 * Calls `onAdvance` once `intervalMs` after the item became visible or the carousel resumed.
 * The timer starts in an effect, so server rendering and hydration never start one.
 */
export function useAutoAdvance(onAdvance: () => void, { intervalMs, enabled, restartKey }: AutoAdvanceOptions): void {
  const latestOnAdvance = useRef(onAdvance);
  useEffect(() => {
    latestOnAdvance.current = onAdvance;
  });

  useEffect(() => {
    if (!enabled) return;
    const timer = window.setTimeout(() => latestOnAdvance.current(), intervalMs);
    return () => window.clearTimeout(timer);
  }, [enabled, intervalMs, restartKey]);
}
