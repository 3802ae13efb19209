import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeVariant } from '../../build/images/encode-variant';
import { IMAGES_URL_PREFIX } from '../../build/images/plan-rendition';
import { findVariant } from '../../build/images/variant-registry';

const VARIANT_URL = new RegExp(`${IMAGES_URL_PREFIX.replaceAll('/', '\\/')}[\\w.-]+`, 'g');

/**
 * Writes into the release the image renditions the given pages name that it does not hold yet, as
 * writeSiteImages does for a whole build (renditions are named by content hash: one present is right).
 */
export async function writeMissingPageImages(root: string, releaseDir: string, htmlFiles: string[]): Promise<number> {
  const urls = new Set<string>();
  for (const file of htmlFiles)
    for (const url of (await readFile(file, 'utf8')).match(VARIANT_URL) ?? []) urls.add(url);
  let written = 0;
  for (const url of [...urls].sort()) {
    const target = path.join(releaseDir, url);
    if (existsSync(target)) continue;
    const variant = await findVariant(root, url);
    if (!variant) throw new Error(`A page names ${url}, but no image of the build plans it.`);
    const bytes = await encodeVariant(root, variant, () => undefined);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, bytes);
    written += 1;
  }
  return written;
}
