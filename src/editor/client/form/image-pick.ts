import type { Json } from '../document/json-pointer';
import type { ImageInfo } from '../server-api/types';

type JsonObject = { [key: string]: Json };

/**
 * The image field after the author picked (or uploaded) a file. Width and height are not written
 * when the file states its size (every photo, most SVGs): the build reads it from the file, and a
 * size typed for the previous file would be wrong for the new one. Only an SVG that states no size
 * keeps the width and height typed before (the schema asks for them then). Alt text, the decorative
 * flag and the focus point stay.
 */
export function imageAfterPick(image: JsonObject, picked: Pick<ImageInfo, 'src' | 'width' | 'height'>): JsonObject {
  if (picked.width && picked.height) {
    const { width: _width, height: _height, ...rest } = image;
    return { ...rest, src: picked.src };
  }
  return { ...image, src: picked.src };
}
