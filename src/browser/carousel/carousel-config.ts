/**
 * What the site's enhancer (enhance/) needs to know about one carousel beyond its markup. The
 * server render writes it on the carousel's frame as `data-carousel` JSON, so the enhancer reads
 * no block data and knows nothing of block types.
 */
export interface CarouselConfig {
  /** Autoplay: time each position stays. */
  intervalMs: number;
  /** A touch swipe must move more than this many pixels. */
  swipeThresholdPx: number;
  /** Stop while the pointer is over the carousel. */
  pauseOnHover: boolean;
  /** The Pause/Play button's names. */
  pauseLabel: string;
  playLabel: string;
  /** The classes of one dot, for a carousel with dots; without it the carousel has none. */
  indicatorClass?: string;
  /** What one dot says: "Go to slide" gives "Go to slide 2 of 4". */
  indicatorLabel: string;
  /** How many items the carousel has (the dots' "of M"). */
  count: number;
}

export const CAROUSEL_CONFIG_ATTRIBUTE = 'data-carousel';

export function readCarouselConfig(frame: HTMLElement): CarouselConfig {
  const json = frame.getAttribute(CAROUSEL_CONFIG_ATTRIBUTE);
  if (!json) throw new Error(`A carousel frame without its ${CAROUSEL_CONFIG_ATTRIBUTE} attribute.`);
  return JSON.parse(json) as CarouselConfig;
}
