import { useEffect, useState, type FocusEvent } from 'react';
import { useReducedMotion } from '@mantine/hooks';
import { applyAutoplay, autoplayState, type AutoplayPlugin } from './autoplay-state';

export type { AutoplayPlugin } from './autoplay-state';

/** The parts of Embla's API this hook uses. */
export interface EmblaEvents {
  on: (event: 'reInit' | 'select', callback: () => void) => unknown;
  off: (event: 'reInit' | 'select', callback: () => void) => unknown;
  scrollSnapList: () => unknown[];
}

/**
 * When a carousel's autoplay plugin runs: not when the visitor prefers reduced motion (unless they
 * press Play), not after they press Pause (WCAG 2.2.2), and not while the pointer is over the
 * carousel or keyboard focus is inside it; it resumes when both leave. The plugin's own
 * stopOnMouseEnter would restart it on mouseleave even after Pause, so this hook calls stop()/play()
 * itself. Embla rebuilds its plugins on reInit (a resize across a breakpoint), so the state is
 * applied again then; a slide the visitor chose gets the full interval (reset on select). Where
 * every slide fits there is one scroll position: the plugin then skips its setup, and play() would
 * throw, so it is not called.
 * The reduced-motion query is read after mount, so server and first client render agree.
 */
export function useAutoplayControl(autoplay: AutoplayPlugin, embla: EmblaEvents | null) {
  const prefersReducedMotion = useReducedMotion();
  const [visitorChoice, setVisitorChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  /** switchedOn: what the Pause/Play button shows; running: not paused for a moment either. */
  const { switchedOn, running } = autoplayState({ visitorChoice, prefersReducedMotion, hovered, focused });

  useEffect(() => {
    if (!embla) return;
    const apply = () => applyAutoplay(autoplay, running, embla.scrollSnapList().length);
    const restartInterval = () => autoplay.reset();
    apply();
    embla.on('reInit', apply);
    embla.on('select', restartInterval);
    return () => {
      embla.off('reInit', apply);
      embla.off('select', restartInterval);
    };
  }, [autoplay, embla, running]);

  return {
    switchedOn,
    /** Autoplay is moving the slides now (switched on, not paused by hover or focus). */
    running,
    toggle: () => setVisitorChoice(!switchedOn),
    /** For the element around the carousel and its Pause/Play button. */
    hoverHandlers: { onMouseEnter: () => setHovered(true), onMouseLeave: () => setHovered(false) },
    /** For the carousel itself (not the Pause/Play button: focusing Play must not pause). */
    focusHandlers: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
