import { isImage } from '../images/image-layout-at.ts';
import { publicImageFile, readSourceImage } from '../images/source-image.ts';
import { forEachObject } from '../validation/walk-json.ts';
import type { IntrinsicSize, MigrationContext } from './migration.ts';

/** Every image `src` in a page or site.json. */
function imageSources(data: unknown): string[] {
  const sources = new Set<string>();
  forEachObject(data, (object) => {
    if (isImage(object)) sources.add(object.src);
  });
  return [...sources];
}

/**
 * Reads the size of every image `data` names (readSourceImage: cached, so each file is decoded at
 * most once) and answers from memory: migrations stay synchronous and pure. A file that is missing,
 * escapes public/ or cannot be read has no size, so nothing that depends on it changes.
 */
export async function readImageSizes(root: string, data: unknown): Promise<MigrationContext> {
  const sizes = new Map<string, IntrinsicSize>();
  await Promise.all(
    imageSources(data).map(async (src) => {
      const file = publicImageFile(root, src);
      if (!file) return;
      const source = await readSourceImage(root, file).catch(() => undefined);
      if (source?.width !== undefined && source.height !== undefined) {
        sizes.set(src, { kind: source.kind, width: source.width, height: source.height });
      }
    }),
  );
  return { intrinsicSize: (src) => sizes.get(src) };
}
