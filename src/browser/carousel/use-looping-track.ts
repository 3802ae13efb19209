import { useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

interface TrackState {
  /** Slot at the strip's left edge, 0..itemCount. Slot itemCount is the first copy: it looks like slot 0. */
  position: number;
  /** Whether moving to `position` animates; false for the invisible jump between a copy and its original. */
  animate: boolean;
}

/**
 * An endless strip that moves one item at a time: the items are followed by copies of the first
 * few, so after the last item the first one slides in from the right. Before moving on from the
 * copies (or back from the start) the track jumps without animation to the identical-looking real
 * position, then animates the one-step move. Attach `trackRef` to the moving element.
 */
export function useLoopingTrack(itemCount: number) {
  const [state, setState] = useState<TrackState>({ position: 0, animate: true });
  const positionRef = useRef(0);
  const trackRef = useRef<HTMLUListElement>(null);

  const moveTo = useCallback((position: number, animate = true) => {
    positionRef.current = position;
    setState({ position, animate });
  }, []);

  const jumpThenMove = useCallback(
    (jumpTo: number, moveTarget: number) => {
      flushSync(() => moveTo(jumpTo, false));
      // Reading layout makes the browser apply the un-animated jump before the animated move starts.
      trackRef.current?.getBoundingClientRect();
      moveTo(moveTarget);
    },
    [moveTo],
  );

  const next = useCallback(() => {
    if (itemCount < 2) return;
    const position = positionRef.current;
    if (position >= itemCount) jumpThenMove(0, 1);
    else moveTo(position + 1);
  }, [itemCount, jumpThenMove, moveTo]);

  const prev = useCallback(() => {
    if (itemCount < 2) return;
    const position = positionRef.current;
    if (position <= 0) jumpThenMove(itemCount, itemCount - 1);
    else moveTo(position - 1);
  }, [itemCount, jumpThenMove, moveTo]);

  return { position: state.position, animate: state.animate, next, prev, trackRef };
}
