import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  blockModuleKey,
  ISLAND_HYDRATOR,
  ISLANDS_INPUT,
  staticClosure,
  type Manifest,
} from '../../src/build/prerender/prerender-assets';
import { CAROUSEL_ENHANCER, enhancedIslands } from '../../src/browser/islands/enhanced-islands';
import { gzipBytesOf } from './bench-first-load';

/**
 * Every script a visitor has fetched once all of a page's islands have woken: the runtime; for the
 * islands React hydrates, React DOM with the hydrator and each island type's chunk; for those that
 * wake without React (the carousels), their enhancer; each with its static imports, counted once
 * (gzip). Deterministic, from the build manifest; a real visit (bench.ts) fetches the same files.
 */
export function measureIslandCode(
  distDir: string,
  islandTypes: readonly string[],
): { files: string[]; gzipBytes: number } {
  if (islandTypes.length === 0) return { files: [], gzipBytes: 0 };
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const hydrated = islandTypes.filter((type) => !Object.hasOwn(enhancedIslands, type));
  const enhanced = hydrated.length < islandTypes.length;
  const keys = [
    ISLANDS_INPUT,
    ...(hydrated.length > 0 ? [ISLAND_HYDRATOR, ...hydrated.map((type) => blockModuleKey(manifest, type))] : []),
    ...(enhanced ? [CAROUSEL_ENHANCER] : []),
  ];
  const files = staticClosure(manifest, keys)
    .map((key) => `/${manifest[key]?.file}`)
    .sort();
  return { files, gzipBytes: gzipBytesOf(distDir, files) };
}
