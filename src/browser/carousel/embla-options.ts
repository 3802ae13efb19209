import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import type { AutoplayOptionsType } from 'embla-carousel-autoplay';

/**
 * Embla drags the slides under a finger; where they settle is the spec's 40 px rule
 * (swipe-rule.ts). A mouse does not drag them: desktop visitors have the arrows, dots and keys, and
 * a mouse drag would select text and fight the hover pause.
 */
export function dragsByTouch(_embla: EmblaCarouselType, event: MouseEvent | TouchEvent): boolean {
  return 'touches' in event;
}

/** The options every site carousel gives Embla (through Mantine's Carousel, or directly). */
export const SITE_EMBLA_OPTIONS = { loop: true, align: 'start', watchDrag: dragsByTouch } satisfies EmblaOptionsType;

/**
 * What Mantine's Carousel (9.7) passes to Embla under SITE_EMBLA_OPTIONS for a horizontal,
 * left-to-right carousel: the site's enhancer starts Embla on the same markup with the same options.
 */
export const MANTINE_EMBLA_DEFAULTS = {
  axis: 'x',
  direction: 'ltr',
  startIndex: 0,
  align: 'center',
  loop: false,
  slidesToScroll: 1,
  dragFree: false,
  inViewThreshold: 0,
  skipSnaps: false,
  containScroll: 'trimSnaps',
} satisfies EmblaOptionsType;

/** The autoplay plugin's options: its own pause rules are off, autoplay-state.ts decides. */
export function siteAutoplayOptions(intervalMs: number): AutoplayOptionsType {
  return {
    delay: intervalMs,
    playOnInit: false,
    stopOnInteraction: false,
    stopOnMouseEnter: false,
    stopOnFocusIn: false,
  };
}

/** Whether Embla has anywhere to go (false where every slide fits the window). */
export function canScroll(embla: Pick<EmblaCarouselType, 'canScrollNext' | 'canScrollPrev'>): boolean {
  return embla.canScrollNext() || embla.canScrollPrev();
}
