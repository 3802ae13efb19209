import { spawn } from 'node:child_process';
import path from 'node:path';
import { openServedDist, type ServedDist } from './served-dist.ts';

export interface DistRebuilds {
  /** What the server serves: the link to its snapshot of dist/ (served-dist.ts), never dist/ itself. */
  servedDir: string;
  /** Builds dist/ again and serves the new build, swapped in whole. */
  rebuild(): Promise<void>;
  close(): Promise<void>;
}

export interface DistRebuildOptions {
  rootDir: string;
  distDir: string;
  skipBuild: boolean;
  /** Where the served snapshots live. Default <rootDir>/data/served-dist. */
  stateDir?: string;
  /** Builds dist/. Default `npm run build` in rootDir (validated, built in a staging folder, moved into place whole). */
  runBuild?: () => Promise<void>;
  log?: { error(message: string): void };
}

/**
 * Rebuilds dist/ as `npm start` does when it is stale, while the server goes on serving the old
 * files: the server reads a snapshot of dist/ (served-dist.ts), never dist/ itself, which the build
 * removes before it renames the new one into place; once the build is done, the snapshot of the new
 * dist/ is swapped in at once. A build made by hand meanwhile is picked up the same way.
 * Null when the served folder is not the one `npm run build` writes (DIST_DIR elsewhere, SKIP_BUILD).
 */
export async function openDistRebuilds(o: DistRebuildOptions): Promise<DistRebuilds | null> {
  if (o.skipBuild || path.resolve(o.distDir) !== path.resolve(o.rootDir, 'dist')) return null;
  const runBuild = o.runBuild ?? (() => runNpmBuild(o.rootDir));
  const served: ServedDist = await openServedDist({
    distDir: o.distDir,
    stateDir: o.stateDir ?? path.join(o.rootDir, 'data', 'served-dist'),
    log: o.log,
  });
  return {
    servedDir: served.servedDir,
    async rebuild() {
      await runBuild();
      if (!(await served.refresh())) throw new Error('the build finished, but dist/ is not a complete new build');
    },
    close: () => served.close(),
  };
}

function runNpmBuild(rootDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: rootDir, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
    );
  });
}
