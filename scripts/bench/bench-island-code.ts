import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blockFolderName, ISLANDS_INPUT, type Manifest } from '../../src/build/prerender/prerender-assets';
import { gzipBytesOf } from './bench-first-load';

/** The module the island runtime imports when the first island wakes: React DOM and the hydrator. */
const HYDRATOR = 'src/browser/islands/hydrate-island.tsx';

/**
 * Every script a visitor has fetched once all of a page's islands have woken: the runtime, React
 * DOM with the hydrator, and each island type's chunk, each with its static imports, counted once
 * (gzip). Deterministic, from the build manifest; a real visit (bench.ts) fetches the same files.
 */
export function measureIslandCode(
  distDir: string,
  islandTypes: readonly string[],
): { files: string[]; gzipBytes: number } {
  if (islandTypes.length === 0) return { files: [], gzipBytes: 0 };
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const blockKey = (type: string) => {
    const prefix = `src/browser/blocks/${blockFolderName(type)}/index.`;
    const key = Object.keys(manifest).find((candidate) => candidate.startsWith(prefix));
    if (!key) throw new Error(`No chunk for block type "${type}" in the build manifest.`);
    return key;
  };
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`No chunk for ${key} in the build manifest.`);
    if (files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  [ISLANDS_INPUT, HYDRATOR, ...islandTypes.map(blockKey)].forEach(visit);
  const list = [...files].sort();
  return { files: list, gzipBytes: gzipBytesOf(distDir, list) };
}
