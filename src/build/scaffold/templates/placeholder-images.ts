import type { Image } from '../../../generated/schema-types.ts';
import { BANNER_PLACEHOLDER_SRC, ITEM_PLACEHOLDER_SRC } from '../../../schema/placeholder-images.ts';

/**
 * Neutral images in public/images/placeholders/, in the sizes the real pages use, so a new page
 * renders without broken images until the author puts the real ones in. No width and height: the
 * SVGs state their size, as the photos that replace them will (the build reads it from the file).
 */
export function bannerPlaceholder(alt: string): Image {
  return { src: BANNER_PLACEHOLDER_SRC, alt };
}

export function itemPlaceholder(alt: string): Image {
  return { src: ITEM_PLACEHOLDER_SRC, alt };
}
