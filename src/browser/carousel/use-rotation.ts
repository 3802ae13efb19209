import { useState } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { useAutoAdvance } from './use-auto-advance';
import { useHoverPause } from './use-hover-pause';

export interface RotationOptions {
  /** Time each item stays before `onAdvance` runs. */
  intervalMs: number;
  /** Shows the next item. */
  onAdvance: () => void;
  /** Changes whenever the visible item changes, so each item gets the full interval. */
  restartKey: unknown;
  /** Pause while the pointer is over the carousel. @default true */
  pauseOnHover?: boolean;
  /** False when there is nothing to rotate (a single item, or all items fit). @default true */
  canRotate?: boolean;
}

/**
 * When a carousel rotates by itself: not when the visitor prefers reduced motion (unless they press
 * Start), not after they press Stop, and not while hovered or focused. The reduced-motion query is
 * read after mount (Mantine's default), so server and first client render agree.
 */
export function useRotation({
  intervalMs,
  onAdvance,
  restartKey,
  pauseOnHover = true,
  canRotate = true,
}: RotationOptions) {
  const prefersReducedMotion = useReducedMotion();
  const [visitorWantsRotation, setVisitorWantsRotation] = useState<boolean | null>(null);
  const { hovered, focusWithin, pauseHandlers } = useHoverPause();

  /** Rotation is switched on (what the Start/Stop button shows), whether or not there is room to move. */
  const rotating = visitorWantsRotation ?? !prefersReducedMotion;
  /** Rotation is on, possible and not paused right now. */
  const running = rotating && canRotate && !(pauseOnHover && hovered) && !focusWithin;
  useAutoAdvance(onAdvance, { intervalMs, enabled: running, restartKey });

  return { rotating, running, toggleRotation: () => setVisitorWantsRotation(!rotating), pauseHandlers };
}
