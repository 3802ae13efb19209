import { readdir, rm, stat, utimes } from 'node:fs/promises';
import path from 'node:path';

/**
 * How many versions of the admin apps stay in the cache. A server keeps serving the build it started
 * with, so removing every other version broke the admin (500 at /admin/) of a server still running the
 * previous code as soon as a newer version started beside it (a rolling restart, a second checkout).
 */
export const KEPT_CLIENT_BUILDS = 3;

/** Marks `key`'s build as the latest started, so pruning keeps it longest. */
export async function markClientBuildUsed(cacheDir: string, key: string): Promise<void> {
  const now = new Date();
  await utimes(path.join(cacheDir, key), now, now);
}

/** Removes all but the KEPT_CLIENT_BUILDS most recently started builds; `key` (this server's) always stays. */
export async function pruneClientBuilds(cacheDir: string, key: string): Promise<void> {
  const builds = (await readdir(cacheDir)).filter((entry) => !entry.startsWith('.building-'));
  const started = await Promise.all(
    builds.map(async (entry) => ({ entry, at: (await stat(path.join(cacheDir, entry))).mtimeMs })),
  );
  const newestFirst = started.sort((a, b) => b.at - a.at).map(({ entry }) => entry);
  const others = newestFirst.filter((entry) => entry !== key);
  const kept = new Set([key, ...others.slice(0, KEPT_CLIENT_BUILDS - 1)]);
  for (const entry of newestFirst) {
    if (!kept.has(entry)) await rm(path.join(cacheDir, entry), { recursive: true, force: true });
  }
}
