/** What decides whether a carousel's autoplay runs. */
export interface AutoplayInputs {
  /** The visitor's Pause (false) or Play (true); null until they press it. */
  visitorChoice: boolean | null;
  prefersReducedMotion: boolean;
  /** The pointer is over the carousel or its Pause/Play button. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel (not on the Pause/Play button). */
  focused: boolean;
}

/**
 * When autoplay runs: not when the visitor prefers reduced motion (unless they press Play), not
 * after they press Pause (WCAG 2.2.2), and not while the pointer is over the carousel or keyboard
 * focus is inside it; it resumes when both leave. `switchedOn` is what the Pause/Play button shows.
 * Shared by the editor preview's hook (use-autoplay-control.ts) and the site's enhancer.
 */
export function autoplayState({ visitorChoice, prefersReducedMotion, hovered, focused }: AutoplayInputs) {
  const switchedOn = visitorChoice ?? !prefersReducedMotion;
  return { switchedOn, running: switchedOn && !hovered && !focused };
}

/** The parts of the autoplay plugin (embla-carousel-autoplay) the site drives. */
export interface AutoplayPlugin {
  play: () => void;
  stop: () => void;
  reset: () => void;
}

/**
 * Starts or stops the plugin. Where every slide fits there is one scroll position: the plugin then
 * skips its setup, and play() would throw, so it is not called.
 */
export function applyAutoplay(autoplay: AutoplayPlugin, running: boolean, scrollSnapCount: number): void {
  if (running && scrollSnapCount > 1) autoplay.play();
  else autoplay.stop();
}
