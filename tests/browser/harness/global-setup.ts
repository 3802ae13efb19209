import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureBuild } from './ensure-build';
import { startProductionServer } from './production-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the production server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** The temporary SQLite file the server stores leads in. */
    databasePath: string;
  }
}

/** Builds if needed, then runs the real production server with a throw-away database for the whole suite. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'page-engine-browser-'));
  const databasePath = path.join(dataDir, 'leads.db');
  const server = await startProductionServer({ databasePath, quiet: true });
  console.log(`[browser suite] production server on ${server.url}, database ${databasePath}`);
  project.provide('baseUrl', server.url);
  project.provide('databasePath', databasePath);
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
