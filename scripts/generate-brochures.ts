/**
 * Writes one A4 brochure PDF per brochure path found in the pages' download lists.
 * `npm run build` calls generateBrochures({ root, outDir: 'dist/brochures' }); from the CLI:
 * `npx tsx scripts/generate-brochures.ts [outDir]` (default dist/brochures).
 * A designed PDF checked in under public/brochures/ with the same name wins: it is not generated,
 * and Vite copies the designed file to dist/ instead.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Site } from '../src/generated/schema-types';
import { collectBrochures } from './brochures/collect-brochures';
import { renderBrochure } from './brochures/render-brochure';

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
    await writeFile(file, await renderBrochure(source, site));
    written.push(file);
  }
  return written;
}

const isCli = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isCli) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const outDir = path.resolve(process.argv[2] ?? path.join(root, 'dist/brochures'));
  generateBrochures({ root, outDir })
    .then((files) => console.log(`brochures: wrote ${files.length} PDFs to ${path.relative(root, outDir) || outDir}`))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(1);
    });
}
