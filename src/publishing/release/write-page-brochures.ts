import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Site } from '../../generated/schema-types';
import { loadBrochureImages } from '../../build/brochures/brochure-images';
import { collectBrochures } from '../../build/brochures/collect-brochures';
import { renderBrochure } from '../../build/brochures/render-brochure';
import { replaceReleaseFile } from './release-files';

/**
 * Writes the brochure PDFs offered by the given routes again (their text comes from the page), as
 * generateBrochures does for a whole build; a designed PDF in public/brochures/ still wins.
 */
export async function writeBrochuresOf(
  root: string,
  releaseDir: string,
  routes: ReadonlySet<string>,
): Promise<string[]> {
  const sources = collectBrochures(root).filter((source) => source.pages.some((page) => routes.has(page.route)));
  if (sources.length === 0) return [];
  const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  const written: string[] = [];
  for (const source of sources) {
    const fileName = path.posix.basename(source.brochure);
    if (existsSync(path.join(root, 'public', 'brochures', fileName))) continue;
    const file = path.join(releaseDir, 'brochures', fileName);
    await replaceReleaseFile(file, await renderBrochure(source, site, await loadBrochureImages(root, source, site)));
    written.push(file);
  }
  return written;
}
