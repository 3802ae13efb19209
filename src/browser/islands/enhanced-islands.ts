import type { IslandBlockType } from '../blocks/island-blocks';

/** An island's code that needs no React: it brings the island's server HTML to life itself. */
export interface IslandEnhancer {
  enhanceIsland(island: HTMLElement): void;
}

const carousels = () => import('../carousel/enhance/enhance-carousels');

/**
 * The island types that wake without React (hydrate-islands.ts): their server HTML is Mantine's,
 * rendered by React on the server (and in the editor's live preview), but in the browser a small
 * script drives it, so a page whose islands are all of these types never loads React DOM. The
 * carousels: React DOM alone is about 63 KB gzip, most of the 80 KB for a page's islands.
 */
export const enhancedIslands: Partial<Record<IslandBlockType, () => Promise<IslandEnhancer>>> = {
  heroCarousel: carousels,
  logoStrip: carousels,
  newsCarousel: carousels,
  reviewCarousel: carousels,
};

/** The module every enhanced island type loads (the build manifest's key, for the benchmarks). */
export const CAROUSEL_ENHANCER = 'src/browser/carousel/enhance/enhance-carousels.ts';
