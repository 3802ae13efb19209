import { open } from 'node:fs/promises';
import { createFlushRounds, type FlushRounds } from './flush-rounds.ts';
import { fsyncInHost } from './git-process-host.ts';

/**
 * What every git command of the server but a draft save's (below) flushes to disk before it renames it into place:
 * objects, refs and the index (git 2.36+; git's own default flushes only packs, so a power cut could lose a commit
 * git had reported).
 * Published branch and drafts get the same: a draft is an author's only copy of work. The `batch` method was
 * slower on the bench machine than plain fsync.
 */
export const gitDurabilityConfig = ['core.fsync=committed,index', 'core.fsyncMethod=fsync'];

/**
 * A draft save's `git commit` waits for no disk flush itself: it used to wait for its own 5 fsyncs one after another
 * (blob, trees, commit, ref; each a journal commit), and 20 authors saving meant 20 such waits in turn behind 2 git
 * slots. The save flushes what it wrote afterwards (files-a-save-wrote.ts: its loose objects, its branch's file, its
 * index, and their folders, where git flushed neither the index of `commit --only` nor any folder), outside its git
 * slot, in a round shared with every save that finished meanwhile (flush-rounds.ts), and is acknowledged only after.
 * Git still writes each new object's data out to the disk (writeout-only: sync_file_range, no journal commit, no
 * cache flush) before it moves the branch: otherwise a journal commit in between (any other fsync on the disk) could
 * make the branch's new name durable before the objects' data, and a power cut then would leave the draft's branch
 * naming an empty commit file. With it, whatever commits the rename commits the objects' data first (ext4 ordered).
 * Measured (bench-admin-load-saves, 20 authors back to back, the two ways alternating on the shared 2-core machine
 * at load 7-15): median 414-975 ms the way before, 328-628 ms with shared flushes, 28 % more saves in the same time;
 * a round took 13-16 ms and served 1.2 saves, so most of the gain is git's slot no longer waiting for the disk.
 * One syncfs per round (`sync -f`) was slower than either: it flushes every other program's writes too.
 */
export const flushedByCallerConfig = ['core.fsync=loose-object', 'core.fsyncMethod=writeout-only'];

/**
 * How a save flushes: `rounds` (the default, above), or `git` (git flushes its own writes, the way before; kept
 * to measure one against the other, GIT_SAVE_FLUSH=git). Read at each save.
 */
export function saveFlushMode(env: NodeJS.ProcessEnv = process.env): 'rounds' | 'git' {
  return env.GIT_SAVE_FLUSH === 'git' ? 'git' : 'rounds';
}

// One round at a time for the whole process: the saves of every draft share it.
let rounds: FlushRounds = createFlushRounds(fsyncInHost);

/** Resolves once these files and folders are on disk, flushed together with other saves' (see above). */
export function flushSaved(paths: readonly string[]): Promise<void> {
  return rounds.flush(paths);
}

/** For tests: flush with this instead of fsync in the git host (to hold or fail a round). */
export function flushSavesWith(flushAll: (paths: string[]) => Promise<void>): void {
  rounds = createFlushRounds(flushAll);
}

/**
 * Flushes a folder's entries: git fsyncs a ref's new file, then renames it over the old one, and that rename is
 * on disk only once its folder is (POSIX; ext4 would commit it with its next journal commit, up to 5 s later).
 */
export async function syncFolder(folder: string): Promise<void> {
  const handle = await open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
