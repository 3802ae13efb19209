import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blockModuleKey,
  ISLAND_HYDRATOR,
  ISLANDS_INPUT,
  staticClosure,
  type Manifest,
} from '../../src/build/prerender/prerender-assets';
import { gzipBytesOf } from './bench-first-load';

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
  const keys = [ISLANDS_INPUT, ISLAND_HYDRATOR, ...islandTypes.map((type) => blockModuleKey(manifest, type))];
  const files = staticClosure(manifest, keys)
    .map((key) => `/${manifest[key]?.file}`)
    .sort();
  return { files, gzipBytes: gzipBytesOf(distDir, files) };
}
