import type { Image } from '../../../generated/schema-types.ts';

/** Where the placeholder images live; validation warns about any image still taken from here. */
export const PLACEHOLDER_IMAGES_DIR = '/images/placeholders/';

/**
 * Neutral images in public/images/placeholders/, in the sizes the real pages use, so a new page
 * renders without broken images until the author puts the real ones in. No width and height: the
 * SVGs state their size, as the photos that replace them will (the build reads it from the file).
 */
export function bannerPlaceholder(alt: string): Image {
  return { src: `${PLACEHOLDER_IMAGES_DIR}banner.svg`, alt };
}

export function itemPlaceholder(alt: string): Image {
  return { src: `${PLACEHOLDER_IMAGES_DIR}item.svg`, alt };
}
