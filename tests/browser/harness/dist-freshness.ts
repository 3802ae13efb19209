import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Everything the build reads: a change to any of these makes dist/ stale. */
const buildInputs = [
  'pages',
  'site.json',
  'schemas',
  'src',
  'public',
  'scripts',
  'index.html',
  'vite.config.ts',
  'package.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    // Test files never reach dist/; ignoring them keeps `npm test` from rebuilding after a test edit.
    if (/\.test\.tsx?$/.test(entry)) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * True when dist/ is missing or older than any build input (so a fresh `npm run build` can be reused).
 * The build's finish time is its newest output: the build may write into its inputs (brochures
 * under public/) before it writes the last file of dist/.
 */
export function isDistStale(root: string): boolean {
  const dist = path.join(root, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) return true;
  const builtAt = newestMtime(dist);
  return buildInputs.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
