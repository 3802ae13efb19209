import { expect, vi } from 'vitest';
import type { AutoplayPlugin } from './autoplay-state';

/** How a case sets the carousel up before it connects autoplay. */
export interface AutoplaySetup {
  /** Scroll positions: 1 where every slide fits. Default 4. */
  snaps?: number;
  prefersReducedMotion?: boolean;
}

/**
 * What a visitor (and Embla) can do to a carousel with autoplay, whichever code drives it: the
 * editor preview's hook (use-autoplay-control.ts) or the site's enhancer (enhance/autoplay-switch.ts).
 */
export interface AutoplayDriver {
  plugin: AutoplayPlugin;
  /** Whether the plugin was last told to play. */
  playing: () => boolean;
  /** Sets what the plugin reports, as Embla's rebuilt plugin does after reInit. */
  setPlaying: (playing: boolean) => void;
  pointerEnter: () => void;
  pointerLeave: () => void;
  pressPauseOrPlay: () => void;
  /** Keyboard focus on a link inside a slide. */
  focusSlideLink: () => void;
  /** Keyboard focus moves from the slide on to the Pause/Play button, outside the carousel. */
  focusPauseOrPlay: () => void;
  /** Embla rebuilt its plugins (a resize across a breakpoint). */
  rebuild: () => void;
  /** The visitor chose a slide (an arrow, a dot, a swipe). */
  chooseSlide: () => void;
}

/** An autoplay plugin stand-in that records whether it was last told to play. */
export function fakeAutoplay() {
  const state = { playing: false };
  const plugin: AutoplayPlugin = {
    play: vi.fn(() => void (state.playing = true)),
    stop: vi.fn(() => void (state.playing = false)),
    reset: vi.fn(),
  };
  return { plugin, state };
}

/** Stands in for the visitor's reduced-motion setting; give back the returned function after the test. */
export function preferReducedMotion(): () => void {
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  return () => void (window.matchMedia = previous);
}

interface AutoplayCase {
  name: string;
  setup?: AutoplaySetup;
  /** Acts on the carousel and asserts what the visitor would see. */
  run: (driver: AutoplayDriver) => void;
}

/** The autoplay rules (autoplay-state.ts) as both drivers must follow them. */
export const autoplayCases: AutoplayCase[] = [
  {
    name: 'plays at once, stops while hovered and plays again when the pointer leaves',
    run: (driver) => {
      expect(driver.playing()).toBe(true);
      driver.pointerEnter();
      expect(driver.playing()).toBe(false);
      driver.pointerLeave();
      expect(driver.playing()).toBe(true);
    },
  },
  {
    name: 'does not play where every slide fits (one scroll position)',
    setup: { snaps: 1 },
    run: (driver) => expect(driver.plugin.play).not.toHaveBeenCalled(),
  },
  {
    name: 'Pause stops it for good: leaving the carousel does not restart it, Play does',
    run: (driver) => {
      driver.pointerEnter();
      driver.pressPauseOrPlay();
      driver.pointerLeave();
      expect(driver.playing()).toBe(false);
      driver.pressPauseOrPlay();
      expect(driver.playing()).toBe(true);
    },
  },
  {
    name: 'stops while keyboard focus is inside the carousel, but not for focus on Pause/Play',
    run: (driver) => {
      driver.focusSlideLink();
      expect(driver.playing()).toBe(false);
      driver.focusPauseOrPlay();
      expect(driver.playing()).toBe(true);
    },
  },
  {
    name: 'plays again after Embla rebuilt its plugins, and gives a chosen slide the full interval',
    run: (driver) => {
      driver.setPlaying(false);
      driver.rebuild();
      expect(driver.playing()).toBe(true);
      driver.chooseSlide();
      expect(driver.plugin.reset).toHaveBeenCalled();
    },
  },
  {
    name: 'does not play for a visitor who prefers reduced motion, until they press Play',
    setup: { prefersReducedMotion: true },
    run: (driver) => {
      expect(driver.playing()).toBe(false);
      driver.pressPauseOrPlay();
      expect(driver.playing()).toBe(true);
    },
  },
];
