/**
 * Writes one A4 brochure PDF per brochure path found in the pages' download lists.
 * `npm run build` calls generateBrochures({ root, outDir: 'dist/brochures' }).
 * A designed PDF checked in under public/brochures/ with the same name wins: it is not generated,
 * and Vite copies the designed file to dist/ instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '../../generated/schema-types';
import { loadBrochureImages } from './brochure-images';
import { collectBrochures } from './collect-brochures';
import { renderBrochure } from './render-brochure';

export interface GenerateBrochuresOptions {
  /** Project root holding site.json, pages/ and public/. */
  root: string;
  /** Directory the PDFs are written to (created if missing), e.g. dist/brochures. */
  outDir: string;
}

/** Generates the brochures and resolves to the absolute paths of the files written. */
export async function generateBrochures({ root, outDir }: GenerateBrochuresOptions): Promise<string[]> {
  const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
  const written: string[] = [];
  await mkdir(outDir, { recursive: true });
  for (const source of collectBrochures(root)) {
    const fileName = path.posix.basename(source.brochure);
    if (existsSync(path.join(root, 'public', 'brochures', fileName))) continue;
    const file = path.join(outDir, fileName);
    await writeFile(file, await renderBrochure(source, site, await loadBrochureImages(root, source, site)));
    written.push(file);
  }
  return written;
}
