import type { Json } from '../document/json-pointer';
import type { ImageInfo } from '../server-api/types';

type JsonObject = { [key: string]: Json };

/**
 * The image field after the author picked (or uploaded) a file. Another picture needs its own words:
 * the alt text is emptied (validation then asks for it, unless the image is decorative) and the focus
 * point goes (it was a place in the old picture). Width and height are not written when the file
 * states its size (every photo, most SVGs): the build reads it from the file, and a size typed for
 * the previous file would be wrong for the new one. Only an SVG that states no size keeps the width
 * and height typed before (the schema asks for them then). Picking the same file again changes nothing.
 */
export function imageAfterPick(image: JsonObject, picked: Pick<ImageInfo, 'src' | 'width' | 'height'>): JsonObject {
  if (image.src === picked.src) return image;
  const { alt: _alt, focus: _focus, ...kept } = image;
  const replaced: JsonObject = { ...kept, src: picked.src, alt: '' };
  if (picked.width && picked.height) {
    const { width: _width, height: _height, ...rest } = replaced;
    return rest;
  }
  return replaced;
}

/** True when a pick replaced a picture whose alt text the author had written: the form asks for new words. */
export function altTextCleared(before: JsonObject, after: JsonObject): boolean {
  return before.src !== after.src && typeof before.alt === 'string' && before.alt !== '' && after.alt === '';
}
