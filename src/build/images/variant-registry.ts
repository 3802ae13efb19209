import path from 'node:path';
import { imageCacheDir, readCacheFile, writeCacheFile } from './image-cache.ts';
import type { ImageVariant } from './plan-rendition.ts';

/**
 * Planned variants by address, kept in the cache folder: the page data is resolved inside Vite
 * (a bundled copy of this code), the files are written by the build or served by the dev server
 * and the editor. Each entry is named by its content-hashed file name, so writing one twice is harmless.
 */
function entryFile(root: string, url: string): string {
  return path.join(imageCacheDir(root), 'variants', `${path.posix.basename(url)}.json`);
}

const written = new Set<string>();

export async function rememberVariants(root: string, variants: readonly ImageVariant[]): Promise<void> {
  await Promise.all(
    variants.map(async (variant) => {
      const file = entryFile(root, variant.url);
      if (written.has(file)) return;
      await writeCacheFile(file, JSON.stringify(variant));
      written.add(file);
    }),
  );
}

/** The variant behind an address, or undefined when no page named it. */
export async function findVariant(root: string, url: string): Promise<ImageVariant | undefined> {
  if (!/^[\w.-]+$/.test(path.posix.basename(url))) return undefined;
  const entry = await readCacheFile(entryFile(root, url));
  return entry ? (JSON.parse(entry.toString('utf8')) as ImageVariant) : undefined;
}
