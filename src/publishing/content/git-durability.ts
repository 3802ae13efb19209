import { open } from 'node:fs/promises';

/**
 * What every git command of the server flushes to disk before it renames it into place: objects, refs and the
 * index (git 2.36+; git's own default flushes only packs, so a power cut could lose a commit git had reported).
 * A save is acknowledged only after its ref is updated, so an acknowledged save's objects, its branch and its
 * work tree's index are on disk. Measured on the bench machine: about 6 ms per save (plain fsync; the `batch`
 * method was slower there). Published branch and drafts get the same: a draft is an author's only copy of work.
 */
export const gitDurabilityConfig = ['core.fsync=committed,index', 'core.fsyncMethod=fsync'];

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
