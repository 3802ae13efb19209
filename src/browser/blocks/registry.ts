import type { BlockComponent, BlockType } from './block-types';

/** How the site ships one block type. */
export interface BlockRegistration<T extends BlockType> {
  /** The component, loaded on demand so a page (and an island) downloads only the blocks it uses. */
  load: () => Promise<{ default: BlockComponent<T> }>;
  /**
   * True for blocks that respond to the visitor (carousels, forms, the gated downloads): each is an
   * island, hydrated on its own in the browser. False for blocks that never change after the server
   * rendered them: they ship no JavaScript and no data at all.
   */
  interactive: boolean;
}

/**
 * Every block type's component and whether it is interactive. The `satisfies` clause makes a block
 * type without an entry (or an entry for no type) a compile error.
 */
export const blockRegistry = {
  accordion: { load: () => import('./Accordion'), interactive: false },
  banner: { load: () => import('./Banner'), interactive: false },
  benefitList: { load: () => import('./BenefitList'), interactive: false },
  cardGrid: { load: () => import('./CardGrid'), interactive: false },
  contactDetails: { load: () => import('./ContactDetails'), interactive: false },
  downloadList: { load: () => import('./DownloadList'), interactive: true },
  form: { load: () => import('./Form'), interactive: true },
  heroCarousel: { load: () => import('./HeroCarousel'), interactive: true },
  logoStrip: { load: () => import('./LogoStrip'), interactive: true },
  mapEmbed: { load: () => import('./MapEmbed'), interactive: false },
  newsCarousel: { load: () => import('./NewsCarousel'), interactive: true },
  notFound: { load: () => import('./NotFound'), interactive: false },
  notice: { load: () => import('./Notice'), interactive: false },
  reviewCarousel: { load: () => import('./ReviewCarousel'), interactive: true },
  section: { load: () => import('./Section'), interactive: false },
  stats: { load: () => import('./Stats'), interactive: false },
} satisfies { [K in BlockType]: BlockRegistration<K> };

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(blockRegistry, type);
}

/** Whether blocks of this type are islands (see BlockRegistration.interactive). */
export function isInteractiveBlock(type: BlockType): boolean {
  return blockRegistry[type].interactive;
}
