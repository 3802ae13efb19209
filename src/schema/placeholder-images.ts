/**
 * Neutral pictures in public/images/placeholders/ that a new page (`npm run new-page`) or a new item
 * in the editor starts with, so it renders without a broken image until the author chooses one.
 * Validation warns about every image still taken from here ("Choose an image").
 */
export const PLACEHOLDER_IMAGES_DIR = '/images/placeholders/';

/** Wide, for banners and hero slides. */
export const BANNER_PLACEHOLDER_SRC = `${PLACEHOLDER_IMAGES_DIR}banner.svg`;

/** For cards, sections, logos and every other image. */
export const ITEM_PLACEHOLDER_SRC = `${PLACEHOLDER_IMAGES_DIR}item.svg`;

export function isPlaceholderImage(src: string): boolean {
  return src.startsWith(PLACEHOLDER_IMAGES_DIR);
}
