import { CAROUSEL_CONFIG_ATTRIBUTE } from '../carousel-config';
import { enhanceCarousel } from './enhance-carousel';

/**
 * The site's code for an island of carousel blocks: every carousel in its server HTML comes to
 * life without React, so a page whose islands are all carousels never loads React DOM.
 */
export function enhanceIsland(island: HTMLElement): void {
  for (const frame of island.querySelectorAll<HTMLElement>(`[${CAROUSEL_CONFIG_ATTRIBUTE}]`)) enhanceCarousel(frame);
}
