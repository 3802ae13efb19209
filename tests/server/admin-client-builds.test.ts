import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  KEPT_CLIENT_BUILDS,
  markClientBuildUsed,
  pruneClientBuilds,
} from '../../src/admin/server/prune-client-builds.ts';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A cache of admin app builds, one folder per code version, started `minutesAgo` each. */
function cacheWith(builds: Record<string, number>): string {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'admin-clients-'));
  made.push(cacheDir);
  for (const [key, minutesAgo] of Object.entries(builds)) {
    mkdirSync(path.join(cacheDir, key, 'admin'), { recursive: true });
    const at = new Date(Date.now() - minutesAgo * 60_000);
    utimesSync(path.join(cacheDir, key), at, at);
  }
  return cacheDir;
}

describe('the admin apps of several code versions', () => {
  it('keep the build a server still running the previous version serves when a newer one starts', async () => {
    const cacheDir = cacheWith({ previous: 30 });
    mkdirSync(path.join(cacheDir, 'newer', 'admin'), { recursive: true });
    await markClientBuildUsed(cacheDir, 'newer');
    await pruneClientBuilds(cacheDir, 'newer');
    expect(existsSync(path.join(cacheDir, 'previous', 'admin'))).toBe(true);
  });

  it(`keep at most ${KEPT_CLIENT_BUILDS}: the starting server's and the most recently started, never a build in progress`, async () => {
    const cacheDir = cacheWith({ oldest: 50, old: 40, recent: 20, latest: 10, '.building-x-1': 60 });
    await pruneClientBuilds(cacheDir, 'oldest');
    expect(readdirSync(cacheDir).sort()).toEqual(['.building-x-1', 'latest', 'oldest', 'recent']);
  });

  it('count a reused build as started now', async () => {
    const cacheDir = cacheWith({ a: 50, b: 40, c: 30 });
    await markClientBuildUsed(cacheDir, 'a');
    mkdirSync(path.join(cacheDir, 'd'));
    await pruneClientBuilds(cacheDir, 'd');
    expect(readdirSync(cacheDir).sort()).toEqual(['a', 'c', 'd']);
  });
});
