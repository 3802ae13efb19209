import { useState, type FocusEvent } from 'react';

/**
 * Put this attribute on a carousel's start/stop button: focusing it must not pause the carousel,
 * or pressing "Start" would never start anything while the button keeps focus.
 */
export const ROTATION_CONTROL_ATTRIBUTE = 'data-rotation-control';

/**
 * Tracks whether the pointer is over a carousel and whether keyboard focus is inside it; both
 * pause auto-rotation (hover by the spec, focus so keyboard and screen-reader users are not
 * pulled away from what they are reading). Spread `pauseHandlers` on the carousel's root.
 */
export function useHoverPause() {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);

  const pauseHandlers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: (event: FocusEvent<HTMLElement>) => {
      setFocusWithin(!(event.target as Element).closest(`[${ROTATION_CONTROL_ATTRIBUTE}]`));
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
    },
  };

  return { hovered, focusWithin, pauseHandlers };
}
