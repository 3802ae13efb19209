import { applyAutoplay, autoplayState, type AutoplayInputs, type AutoplayPlugin } from '../autoplay-state';
import { autoplayToggleIcon } from '../autoplay-toggle-icon';
import type { CarouselConfig } from '../carousel-config';
import type { CarouselApi } from './carousel-api';

export interface AutoplaySwitchParts {
  /** The element around the carousel and its Pause/Play button (the hover pause). */
  frame: HTMLElement;
  /** The carousel itself (the focus pause: focusing Play must not pause). */
  root: HTMLElement;
  /** The Pause/Play button; absent on a carousel with one item. */
  toggle: HTMLElement | null;
  autoplay: AutoplayPlugin;
  carousel: CarouselApi;
  config: Pick<CarouselConfig, 'pauseOnHover' | 'pauseLabel' | 'playLabel'>;
  /** Told whether the slides move on their own now, after every change. */
  onRunningChange: (running: boolean) => void;
}

function showToggle(
  toggle: HTMLElement,
  switchedOn: boolean,
  { pauseLabel, playLabel }: AutoplaySwitchParts['config'],
) {
  toggle.setAttribute('aria-label', switchedOn ? pauseLabel : playLabel);
  const icon = autoplayToggleIcon(switchedOn);
  const path = toggle.querySelector('path');
  path?.setAttribute('d', icon.d);
  path?.setAttribute('fill', icon.fill);
  path?.setAttribute('stroke-width', String(icon.strokeWidth));
}

/**
 * Drives the autoplay plugin by the site's rules (autoplay-state.ts): the Pause/Play button, the
 * pause while hovered or focused, reduced motion (followed live). The plugin's own
 * stopOnMouseEnter would restart it on mouseleave even after Pause, so this calls stop()/play()
 * itself. Embla rebuilds its plugins on reInit (a resize across a breakpoint), so the state is
 * applied again then; a slide the visitor chose gets the full interval (reset on select).
 */
export function connectAutoplaySwitch(parts: AutoplaySwitchParts): void {
  const { frame, root, toggle, autoplay, carousel, config } = parts;
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)');
  const inputs: AutoplayInputs = {
    visitorChoice: null,
    prefersReducedMotion: reducedMotion?.matches ?? false,
    hovered: false,
    focused: false,
  };
  const update = (change: Partial<AutoplayInputs> = {}) => {
    Object.assign(inputs, change);
    const { switchedOn, running } = autoplayState(inputs);
    applyAutoplay(autoplay, running, carousel.scrollSnapList().length);
    if (toggle) showToggle(toggle, switchedOn, config);
    parts.onRunningChange(running);
  };
  toggle?.addEventListener('click', () => update({ visitorChoice: !autoplayState(inputs).switchedOn }));
  reducedMotion?.addEventListener('change', (event) => update({ prefersReducedMotion: event.matches }));
  if (config.pauseOnHover) {
    frame.addEventListener('mouseenter', () => update({ hovered: true }));
    frame.addEventListener('mouseleave', () => update({ hovered: false }));
  }
  root.addEventListener('focusin', () => update({ focused: true }));
  root.addEventListener('focusout', (event) => {
    if (!root.contains(event.relatedTarget as Node | null)) update({ focused: false });
  });
  carousel.on('reInit', () => update());
  carousel.on('select', () => autoplay.reset());
  update();
}
