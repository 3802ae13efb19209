import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Rebuilds dist/ as `npm start` does when it is stale (`npm run build` in the project: validated,
 * built in a staging folder, moved into place whole), while the server goes on serving the old files;
 * the static site and its schedule are read from dist/ per request, so the new build is served at once.
 * Null when the served folder is not the one `npm run build` writes (DIST_DIR elsewhere, SKIP_BUILD).
 */
export function distRebuilder(o: {
  rootDir: string;
  distDir: string;
  skipBuild: boolean;
}): (() => Promise<void>) | null {
  if (o.skipBuild || path.resolve(o.distDir) !== path.resolve(o.rootDir, 'dist')) return null;
  return () =>
    new Promise((resolve, reject) => {
      const child = spawn('npm', ['run', 'build'], { cwd: o.rootDir, stdio: ['ignore', 'inherit', 'inherit'] });
      child.on('error', reject);
      child.on('exit', (code, signal) =>
        code === 0 ? resolve() : reject(new Error(`npm run build failed (${signal ?? `exit code ${code}`})`)),
      );
    });
}
