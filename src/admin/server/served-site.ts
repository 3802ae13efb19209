import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteReleases } from './admin-parts.ts';

/** A move of the published branch: from one commit to another, with the files that differ. */
export interface PublishedMove {
  /** The head before; null when unknown (a full build). */
  from: string | null;
  to: string;
  files?: string[];
}

export interface RebuildResult {
  release: string;
  pages: number;
  full: boolean;
  ms: number;
}

/** What the public site serves: rebuilt one release at a time, and which commit it was built from. */
export interface ServedSite {
  /**
   * Brings the served release to `move.to`: only the changed files when the served release is exactly
   * `move.from`, else everything (a sync or rebuild was missed). Rebuilds run one after another, so a
   * publish and a sync never build over each other.
   */
  update(move: PublishedMove): Promise<RebuildResult>;
  /** The commit the served release was built from; null before the first release. */
  servedCommit(): Promise<string | null>;
}

/**
 * Wraps the releases with a record of the commit each served release comes from (a file in the state
 * folder, written only after the swap), so a start after a crash between a publish and its rebuild
 * sees that the public site is behind the published branch and builds it.
 */
export function createServedSite(
  releases: SiteReleases,
  stateDir: string,
  /** Called after each new release is served (the content timer reads its schedule again). */
  onServed: () => void = () => {},
): ServedSite {
  const marker = path.join(stateDir, 'served-commit');
  const servedCommit = async () => {
    if (releases.current() === null) return null;
    try {
      return (await readFile(marker, 'utf8')).trim() || null;
    } catch {
      return null;
    }
  };
  let queue: Promise<unknown> = Promise.resolve();
  return {
    servedCommit,
    update(move) {
      const run = queue.then(async () => {
        const served = await servedCommit();
        const incremental = move.files !== undefined && move.from !== null && served === move.from;
        const result = await releases.rebuild(incremental ? move.files : undefined);
        await writeFile(`${marker}.tmp`, `${move.to}\n`);
        await rename(`${marker}.tmp`, marker);
        onServed();
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  };
}
