import { rm } from 'node:fs/promises';
import path from 'node:path';
import { clearJournal, readJournal, writeJournal } from './advance-journal.ts';
import { PublishedTreeChanged, RemotePushFailed } from './content-errors.ts';
import { changedFiles, git, outputLines, resolveCommit } from './git-command.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';

/**
 * Moves the published branch from `from` to `to` (a descendant) and the published work tree with it.
 * Order, so that a failure or a crash at any point leaves the old or the new version, never a mix:
 * 1. refuse when a file it would replace has local changes (someone's work in the checkout);
 * 2. push `to` to the remote (when pushing), in one atomic push with the deletion of the published draft's branch
 *    there (`alsoDeleteOnRemote`, only if it is still the commit published: a save another instance pushed
 *    meanwhile fails the push rather than being deleted): a refusal there changes nothing here or there;
 * 3. a journal, then the branch's compare-and-swap ref update (git's atomic step: the commit point);
 * 4. index and work tree follow with a two-tree `read-tree` (git's checkout; untracked files are never touched).
 * Returns the files that changed.
 */
export async function advancePublished(
  published: PublishedBranch,
  from: string,
  to: string,
  options: { push: boolean; alsoDeleteOnRemote?: RemoteDeletion[] },
): Promise<string[]> {
  const files = await changedFiles(published.dir, from, to);
  await assertNoLocalChanges(published, files);
  if (options.push && published.remote) await pushToRemote(published, to, options.alsoDeleteOnRemote ?? []);
  await writeJournal(published, { from, to });
  await git(published.dir, ['update-ref', '-m', 'page-engine: publish', branchRef(published), to, from]);
  try {
    await git(published.dir, ['read-tree', '-m', '-u', from, to]);
  } catch (error) {
    await git(published.dir, ['update-ref', '-m', 'page-engine: publish undone', branchRef(published), from, to]);
    await clearJournal(published);
    throw error;
  }
  await clearJournal(published);
  return files;
}

async function assertNoLocalChanges(published: PublishedBranch, files: string[]): Promise<void> {
  if (files.length === 0) return;
  const status = await git(published.dir, [
    'status',
    '--porcelain',
    '-z',
    '--no-renames',
    '--untracked-files=all',
    '--',
    ...files,
  ]);
  // Records are "XY path" (no rename records, which would carry a second path).
  const changed = status
    .split('\0')
    .filter((record) => record.length > 3)
    .map((record) => record.slice(3));
  if (changed.length > 0) throw new PublishedTreeChanged(changed);
}

/** A ref to delete on the remote, only while it still points at `expected`. */
export interface RemoteDeletion {
  ref: string;
  expected: string;
}

async function pushToRemote(published: PublishedBranch, commit: string, deletions: RemoteDeletion[]): Promise<void> {
  const refspecs = [`${commit}:${branchRef(published)}`, ...deletions.map(({ ref }) => `:${ref}`)];
  const leases = deletions.map(({ ref, expected }) => `--force-with-lease=${ref}:${expected}`);
  try {
    await git(published.dir, [
      'push',
      '--quiet',
      ...(deletions.length > 0 ? ['--atomic', ...leases] : []),
      published.remote!,
      ...refspecs,
    ]);
  } catch (error) {
    throw new RemotePushFailed(error instanceof Error ? error.message : String(error));
  }
}

/**
 * After a crash between the ref update and the work tree update: put the files that publish touched back to
 * whatever the branch now points at (the old or the new version), in the index and on disk.
 */
export async function repairInterruptedAdvance(published: PublishedBranch): Promise<void> {
  const journal = await readJournal(published);
  if (!journal) return;
  const current = await resolveCommit(published.dir, branchRef(published));
  if (current) {
    const files = await changedFiles(published.dir, journal.from, journal.to);
    const present = files.length
      ? outputLines(await git(published.dir, ['ls-tree', '-r', '--name-only', current, '--', ...files]))
      : [];
    const absent = files.filter((file) => !present.includes(file));
    if (present.length > 0) await git(published.dir, ['checkout', current, '--', ...present]);
    if (absent.length > 0) {
      await git(published.dir, ['rm', '--cached', '--quiet', '--ignore-unmatch', '--', ...absent]);
      await Promise.all(absent.map((file) => rm(path.join(published.dir, file), { force: true })));
    }
  }
  await clearJournal(published);
}
