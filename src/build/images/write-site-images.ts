import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeVariant } from './encode-variant.ts';
import { IMAGES_URL_PREFIX } from './plan-rendition.ts';
import { findVariant } from './variant-registry.ts';

const VARIANT_URL = new RegExp(`${IMAGES_URL_PREFIX.replaceAll('/', '\\/')}[\\w.-]+`, 'g');

export interface ImageWriteReport {
  files: number;
  /** Encoded in this build; the rest came from the cache. */
  encoded: number;
  milliseconds: number;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Runs `work` over `items`, `limit` at a time: sharp already uses every core for one image. */
async function inBatches<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Writes into distDir every image file the prerendered pages name (in srcsets, island data and
 * share tags), exactly those: the cache keeps the rest for the next build.
 */
export async function writeSiteImages(root: string, distDir: string): Promise<ImageWriteReport> {
  const started = performance.now();
  const urls = new Set<string>();
  for (const file of await htmlFiles(distDir)) {
    for (const url of (await readFile(file, 'utf8')).match(VARIANT_URL) ?? []) urls.add(url);
  }
  let encoded = 0;
  await inBatches([...urls].sort(), 2, async (url) => {
    const variant = await findVariant(root, url);
    if (!variant) throw new Error(`A page names ${url}, but no image of the build plans it.`);
    const bytes = await encodeVariant(root, variant, () => encoded++);
    const target = path.join(distDir, url);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
  });
  return { files: urls.size, encoded, milliseconds: Math.round(performance.now() - started) };
}
