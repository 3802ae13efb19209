import { copyFile, link, mkdir, readdir, readFile, rename, rm, stat, symlink } from 'node:fs/promises';
import path from 'node:path';

/** Written last into a build (src/build/build-stamp.ts): its presence says the folder is complete. */
const BUILD_STAMP = '.build-stamp';

export interface ServedDistOptions {
  /** The folder builds replace (dist/). */
  distDir: string;
  /** Where the snapshots and the link live (same file system as dist/ for hard links; else copies). */
  stateDir: string;
  /** How often dist/ is looked at for a build made elsewhere (`npm run build` by hand). 0: never. Default 2 s. */
  pollMs?: number;
  log?: { error(message: string): void };
}

export interface ServedDist {
  /** A symbolic link to the snapshot served: the server's distDir (it resolves the link once per request). */
  servedDir: string;
  /**
   * Serves dist/ as it is now, if it changed since the last snapshot and is complete. Resolves
   * whether what is served is now dist/'s build (false: dist/ is missing, incomplete, or being replaced).
   */
  refresh(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * The server's own view of dist/, so that replacing dist/ never shows a visitor a missing file. A
 * build replaces dist/ by removing it and renaming the new one into place: between the two, and
 * while the old files are removed, a server reading dist/ answers 404. So the server serves a
 * snapshot instead (hard links of dist/'s files, cheap and unchanged by the removal), through a link
 * that is swapped to the next snapshot in one rename once the new dist/ is complete. A request
 * resolves the link once (static-site.ts): it reads the old snapshot or the new, whole. The snapshot
 * before the current one is kept, for requests that resolved the link just before the swap; a file
 * being sent is open, and stays readable even when its snapshot is removed later.
 */
export async function openServedDist(options: ServedDistOptions): Promise<ServedDist> {
  const distDir = path.resolve(options.distDir);
  // One folder per process: two servers of one project never remove each other's snapshots.
  const ownDir = path.join(path.resolve(options.stateDir), String(process.pid));
  const servedDir = path.join(ownDir, 'site');
  await removeLeftovers(path.resolve(options.stateDir));
  await mkdir(ownDir, { recursive: true });
  let served: string | null = null;
  let snapshots = 0;
  const kept: string[] = [];
  let refreshing: Promise<boolean> = Promise.resolve(false);

  const snapshot = async (): Promise<boolean> => {
    const before = await versionOf(distDir);
    if (before === null) return false;
    if (before === served) return true;
    snapshots += 1;
    const target = path.join(ownDir, `snapshot-${snapshots}`);
    await rm(target, { recursive: true, force: true });
    await linkTree(distDir, target);
    // A build replaced dist/ while it was read: this copy may mix the two; the next refresh takes the new one.
    if ((await versionOf(distDir)) !== before) {
      await rm(target, { recursive: true, force: true });
      return false;
    }
    const next = `${servedDir}.next`;
    await rm(next, { force: true });
    await symlink(path.basename(target), next);
    await rename(next, servedDir);
    served = before;
    kept.push(target);
    for (const old of kept.splice(0, Math.max(0, kept.length - 2))) await rm(old, { recursive: true, force: true });
    return true;
  };

  const refresh = () => {
    refreshing = refreshing.catch(() => false).then(snapshot);
    return refreshing;
  };

  await refresh();
  if (served === null) throw new Error(`${distDir} has no complete build to serve (no ${BUILD_STAMP}).`);
  const pollMs = options.pollMs ?? 2000;
  const poll =
    pollMs > 0
      ? setInterval(
          () =>
            void refresh().catch((error: unknown) =>
              options.log?.error(`serving the new dist/: ${error instanceof Error ? error.message : String(error)}`),
            ),
          pollMs,
        )
      : undefined;
  poll?.unref();
  return {
    servedDir,
    refresh,
    async close() {
      clearInterval(poll);
      await refreshing.catch(() => false);
      await rm(ownDir, { recursive: true, force: true });
    },
  };
}

/**
 * What identifies one complete build in dist/: the folder (a build renames a new one into place),
 * its own time (changed while a build removes the old files) and the stamp written last. Null while
 * dist/ is missing or incomplete.
 */
async function versionOf(distDir: string): Promise<string | null> {
  const folder = await stat(distDir).catch(() => null);
  const stamp = await readFile(path.join(distDir, BUILD_STAMP), 'utf8').catch(() => null);
  if (!folder?.isDirectory() || stamp === null) return null;
  return `${folder.ino}:${folder.mtimeMs}:${stamp}`;
}

/** Hard links of every file (copies across file systems); the stamp is copied, as npm start rewrites it in place. */
async function linkTree(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) await linkTree(source, target);
    else if (entry.name === BUILD_STAMP) await copyFile(source, target);
    else if (entry.isFile()) await link(source, target).catch(() => copyFile(source, target));
  }
}

/** The folders of servers no longer running (and of an earlier run with this process id, as in a container). */
async function removeLeftovers(stateDir: string): Promise<void> {
  const entries = await readdir(stateDir).catch(() => [] as string[]);
  for (const entry of entries) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || (pid !== process.pid && isRunning(pid))) continue;
    await rm(path.join(stateDir, entry), { recursive: true, force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
