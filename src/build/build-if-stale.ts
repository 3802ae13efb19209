import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { BUILD_STAMP, writeBuildStamp } from './build-stamp';

export { BUILD_STAMP };

/** Everything the build reads. A change to any of them makes dist/ stale. */
export const BUILD_INPUTS = [
  'pages',
  'content',
  'schemas',
  'src',
  'public',
  'scripts',
  'site.json',
  'redirects.json',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

export interface BuildCheckOptions {
  rootDir: string;
  distDir: string;
}

/** Why dist/ must be rebuilt, or null when it is up to date. */
export async function staleBuildReason({ rootDir, distDir }: BuildCheckOptions): Promise<string | null> {
  if (!existsSync(path.join(distDir, 'index.html'))) return 'there is no built site yet';
  const stamp = await readFile(path.join(distDir, BUILD_STAMP), 'utf8').catch(() => null);
  const builtAt = Number(stamp);
  if (stamp === null || !Number.isFinite(builtAt)) return 'dist/ was not built by npm start';
  for (const input of BUILD_INPUTS) {
    const changed = await findNewerFile(path.join(rootDir, input), builtAt);
    if (changed) return `${path.relative(rootDir, changed)} changed since the last build`;
  }
  return null;
}

/** Test files never reach dist/: editing one must not make `npm start` or the browser suite rebuild. */
const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

/**
 * The stamp is `Date.now()`, whole milliseconds, while file times carry fractions: a folder touched
 * in the stamp's own millisecond (1000.7 against 1000) would look newer than the build and cause a
 * needless rebuild. Both sides are compared in whole milliseconds.
 */
export function isNewerThanBuild(mtimeMs: number, builtAt: number): boolean {
  return Math.floor(mtimeMs) > builtAt;
}

async function findNewerFile(target: string, since: number): Promise<string | null> {
  const info = await stat(target).catch(() => null);
  if (!info) return null;
  if (!info.isDirectory()) return isNewerThanBuild(info.mtimeMs, since) ? target : null;
  // A folder's own time changes when a file in it is deleted, added or renamed (`mv` keeps the
  // file's time), so a removed page is noticed although no remaining file is newer.
  if (isNewerThanBuild(info.mtimeMs, since)) return target;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.') || isTestFile(entry.name)) continue;
    const newer = await findNewerFile(path.join(target, entry.name), since);
    if (newer) return newer;
  }
  return null;
}

export interface BuildIfStaleOptions extends BuildCheckOptions {
  /** Runs the build; rejects when it fails. Default: `npm run build` in rootDir. */
  runBuild?: () => Promise<void>;
  log?: (line: string) => void;
}

/** Builds the site when dist/ is missing or older than its inputs. Returns whether it built. */
export async function buildIfStale(options: BuildIfStaleOptions): Promise<boolean> {
  const { distDir, runBuild = () => runNpmBuild(options.rootDir), log = console.log } = options;
  const reason = await staleBuildReason(options);
  if (!reason) return false;
  log(`Building the site (${reason})...`);
  await runBuild();
  await writeBuildStamp(distDir);
  return true;
}

function runNpmBuild(rootDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
