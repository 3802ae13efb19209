import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from './ensure-build';
import { buildLayoutSite } from './layout-site';
import { startProductionServer } from './production-server';
import { repoRoot } from './repo-root';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The temporary SQLite file the server stores leads in. */
    databasePath: string;
    /** The built site under test (a snapshot of dist/ while the browser suite runs). */
    distDir: string;
    /** Origin of a second production server, on the layout fixture site (tests/fixtures/layout-site). */
    layoutSiteUrl: string;
  }
}

/**
 * Builds if needed, then runs the real production server with a throw-away database for the whole suite,
 * and a second one on the layout fixture site (built only when it or the engine changed).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'page-engine-browser-'));
  const databasePath = path.join(dataDir, 'leads.db');
  // Serve a snapshot: a `npm run build` started elsewhere in the tree mid-run must not swap the assets.
  const distDir = path.join(dataDir, 'dist');
  cpSync(path.join(repoRoot, 'dist'), distDir, { recursive: true });
  const layoutDistDir = await buildLayoutSite();
  const server = await startProductionServer({ databasePath, distDir, quiet: true });
  const layoutServer = await startProductionServer({
    databasePath: path.join(dataDir, 'layout-site-leads.db'),
    distDir: layoutDistDir,
    quiet: true,
  }).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  console.log(`[browser suite] production server on ${server.url}, database ${databasePath}`);
  console.log(`[browser suite] layout fixture site on ${layoutServer.url}`);
  project.provide('baseUrl', server.url);
  project.provide('databasePath', databasePath);
  project.provide('distDir', distDir);
  project.provide('layoutSiteUrl', layoutServer.url);
  return async () => {
    await Promise.all([server.stop(), layoutServer.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
