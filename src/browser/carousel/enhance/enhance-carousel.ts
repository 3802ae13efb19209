import EmblaCarousel from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import { AUTOPLAY_TOGGLE_ATTRIBUTE } from '../autoplay-toggle-icon';
import { readCarouselConfig } from '../carousel-config';
import { canScroll, MANTINE_EMBLA_DEFAULTS, SITE_EMBLA_OPTIONS, siteAutoplayOptions } from '../embla-options';
import { connectArrows } from './arrow-controls';
import { connectAutoplaySwitch } from './autoplay-switch';
import { connectCarouselKeys } from './carousel-keys';
import { connectIndicatorDots } from './indicator-dots';
import { connectSlideStatus } from './slide-status';
import { connectThresholdSwipe } from './threshold-swipe';

function part(parent: HTMLElement, selector: string): HTMLElement {
  const element = parent.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`A carousel without its ${selector} (not the markup SiteCarousel renders).`);
  return element;
}

/**
 * Brings one server-rendered SiteCarousel to life without React: Embla with the autoplay plugin on
 * the very markup Mantine's Carousel rendered, with the options Mantine would give it, and each of
 * Mantine's and the site's behaviours from a small module of its own. The editor's live preview
 * keeps rendering SiteCarousel with React; the two share their rules (autoplay-state.ts,
 * swipe-rule.ts, embla-options.ts).
 */
export function enhanceCarousel(frame: HTMLElement): void {
  const config = readCarouselConfig(frame);
  const root = part(frame, '[aria-roledescription="carousel"]');
  const status = part(root, '[role="status"]');
  const toggle = frame.querySelector<HTMLElement>(`[${AUTOPLAY_TOGGLE_ATTRIBUTE}]`);
  const autoplay = Autoplay(siteAutoplayOptions(config.intervalMs));
  const carousel = EmblaCarousel(
    part(root, '.mantine-Carousel-viewport'),
    { ...MANTINE_EMBLA_DEFAULTS, ...SITE_EMBLA_OPTIONS },
    [autoplay],
  );
  const { quietWhileRotating } = connectSlideStatus(status, carousel);
  connectArrows(root, carousel);
  connectIndicatorDots(root, carousel, config);
  connectCarouselKeys(root, carousel);
  connectThresholdSwipe(root, carousel, config.swipeThresholdPx);
  connectAutoplaySwitch({ frame, root, toggle, autoplay, carousel, config, onRunningChange: quietWhileRotating });
  // Nothing to pause where every slide fits: the button keeps its space but hides (its CSS).
  const showStill = () => toggle?.toggleAttribute('data-still', !canScroll(carousel));
  showStill();
  carousel.on('reInit', showStill);
}
