import { encodeVariant } from '../../build/images/encode-variant.ts';
import { IMAGES_URL_PREFIX, MIME_TYPES } from '../../build/images/plan-rendition.ts';
import { readSourceImage } from '../../build/images/source-image.ts';
import { findVariant } from '../../build/images/variant-registry.ts';
import { contentImagePath, IMAGES_FOLDER } from './content-images.ts';

/**
 * The bytes of a photo's rendition (`/assets/images/<name>-<width>.<hash>.<ext>`) as a content tree
 * (a draft's) would build it, encoded on first request and cached like the build's; null when the tree
 * has no such rendition. The variant registry is a cache that trees may share (their node_modules), so
 * its entry may name another tree's file: the rendition is made only from this tree's own file under
 * public/images/ with exactly the content the address was planned from.
 */
export async function draftImageVariant(
  tree: string,
  file: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const variant = await findVariant(tree, `${IMAGES_URL_PREFIX}${file}`);
  if (!variant) return null;
  const source = variant.source.replaceAll('\\', '/');
  const at = source.lastIndexOf(`/${IMAGES_FOLDER}`);
  if (at < 0) return null;
  const own = await contentImagePath(tree, source.slice(at + IMAGES_FOLDER.length + 1)).catch(() => null);
  if (!own) return null;
  const image = await readSourceImage(tree, own).catch(() => null);
  if (image?.hash !== variant.sourceHash) return null;
  return { bytes: await encodeVariant(tree, { ...variant, source: own }), contentType: MIME_TYPES[variant.format] };
}
