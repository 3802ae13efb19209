import type { BlockComponent, BlockType } from './block-types';

/**
 * Every block type's component, loaded on demand so a route downloads only the blocks it uses.
 * The `satisfies` clause makes a block type without a component (or a component for no type)
 * a compile error.
 */
export const blockLoaders = {
  accordion: () => import('./Accordion'),
  banner: () => import('./Banner'),
  benefitList: () => import('./BenefitList'),
  cardGrid: () => import('./CardGrid'),
  contactDetails: () => import('./ContactDetails'),
  downloadList: () => import('./DownloadList'),
  form: () => import('./Form'),
  heroCarousel: () => import('./HeroCarousel'),
  logoStrip: () => import('./LogoStrip'),
  mapEmbed: () => import('./MapEmbed'),
  newsCarousel: () => import('./NewsCarousel'),
  notFound: () => import('./NotFound'),
  notice: () => import('./Notice'),
  reviewCarousel: () => import('./ReviewCarousel'),
  section: () => import('./Section'),
  stats: () => import('./Stats'),
} satisfies { [K in BlockType]: () => Promise<{ default: BlockComponent<K> }> };
