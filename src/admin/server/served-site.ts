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
  /**
   * Builds the release for a move before it happens, from `root` (the merged result a publish is about to
   * make the published branch), and serves nothing yet: `serve(to)` once the branch is at `to`, else
   * `discard()`. A build that fails throws here, with the public site and its record untouched.
   */
  prepare(move: { from: string; root: string; files: string[] | undefined }): Promise<PreparedMove>;
  /** The commit the served release was built from; null before the first release. */
  servedCommit(): Promise<string | null>;
}

/** A release built for a move that has not happened yet. */
export interface PreparedMove {
  serve(to: string): Promise<RebuildResult>;
  discard(): Promise<void>;
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
  const recordServed = async (commit: string) => {
    await writeFile(`${marker}.tmp`, `${commit}\n`);
    await rename(`${marker}.tmp`, marker);
    onServed();
  };
  let queue: Promise<unknown> = Promise.resolve();
  /** Runs `work` after every earlier update or prepared move; the next waits until `work`'s `until` settles. */
  const inTurn = <T>(work: () => Promise<{ value: T; until: Promise<unknown> }>): Promise<T> => {
    const run = queue.then(work);
    queue = run.then(
      ({ until }) => until.catch(() => undefined),
      () => undefined,
    );
    return run.then(({ value }) => value);
  };
  return {
    servedCommit,
    update(move) {
      return inTurn(async () => {
        const served = await servedCommit();
        const incremental = move.files !== undefined && move.from !== null && served === move.from;
        const result = await releases.rebuild(incremental ? move.files : undefined);
        await recordServed(move.to);
        return { value: result, until: Promise.resolve() };
      });
    },
    prepare(move) {
      return inTurn(async () => {
        const served = await servedCommit();
        const release = await releases.prepare(served === move.from ? move.files : undefined, move.root);
        let settle!: () => void;
        const until = new Promise<void>((resolve) => (settle = resolve));
        const prepared: PreparedMove = {
          serve: async (to) => {
            try {
              const result = await release.serve();
              await recordServed(to);
              return result;
            } finally {
              settle();
            }
          },
          discard: () => release.discard().finally(settle),
        };
        return { value: prepared, until };
      });
    },
  };
}
