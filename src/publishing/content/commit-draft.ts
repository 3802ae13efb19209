import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentPath } from './content-path.ts';
import type { GitAuthor } from './content-repository.ts';
import { git, resolveCommit } from './git-command.ts';
import { flushSaved, saveFlushMode, syncFolder } from './git-durability.ts';
import type { GitSlots } from './git-slots.ts';
import { filesASaveWrote } from './files-a-save-wrote.ts';
import { rememberParent } from './known-parents.ts';

// What `git commit` answers when the paths match the draft's last commit (with and without other edits on disk).
const NOTHING_TO_COMMIT = /nothing (added )?to commit|no changes added to commit/;
// `--only` takes only paths git knows (in the index or the last commit): a new page or image is not one yet.
const UNKNOWN_PATH = /did not match any file\(s\) known to git/;

/**
 * Stages exactly these paths in the draft's work tree (written, or removed when gone from disk) and commits them
 * as the author, who is also the committer. Null when they match the draft's last commit.
 * One `git commit --only -- <paths>` for a save of pages git knows (the usual save): one process where staging,
 * write-tree, commit-tree and update-ref took four, each a fork, an exec and a wait for the disk on a machine
 * that also answers the public pages (issue 26: 20 authors saving). Git commits the paths on top of the branch
 * as it reads it and moves the branch only if it is still there (its ref transaction checks the old value), so
 * nothing that moved it is ever overwritten; the work tree's index gets the paths too, so index, HEAD and files
 * agree afterwards. New files and folders are staged first (`--only` does not take paths git does not know),
 * then the index is committed as it is: it equals the branch but for what this save staged (repairDraftWorktrees).
 * Git runs in one of `slots`; then the save waits, out of its slot, for what git wrote to be flushed in a round
 * shared with the other saves (git-durability.ts), and resolves only after that: the author is told it is saved
 * once the commit is on disk.
 */
export async function commitDraftFiles(
  gitCommonDir: string,
  worktree: string,
  branch: string,
  files: string[],
  message: string,
  author: GitAuthor,
  slots: Pick<GitSlots, 'run'> = { run: (work) => work() },
): Promise<string | null> {
  const ref = `refs/heads/${branch}`;
  const paths = [...new Set(files.map(contentPath))];
  const flushedByCaller = saveFlushMode() === 'rounds';
  const written = await slots.run(async () => {
    const parent = await resolveCommit(worktree, ref);
    const hasFolder = paths.some((file) => isFolder(path.join(worktree, file)));
    const run = { worktree, paths, message, author, flushedByCaller };
    const committed = hasFolder
      ? await stageThenCommit(run)
      : await commitOnly(run).catch((error: unknown) => {
          if (error instanceof Error && UNKNOWN_PATH.test(error.message)) return stageThenCommit(run);
          throw error;
        });
    const commit = await resolveCommit(worktree, ref);
    if (!commit && committed) throw new Error(`The draft ${branch} has no branch after its save.`);
    return commit ? { parent, commit, committed } : null;
  });
  if (!written) return null;
  // Nothing new to commit is flushed too: the branch may hold an earlier save of these files whose flush failed.
  if (flushedByCaller) await flushSaved(await filesASaveWrote(gitCommonDir, worktree, branch, written.commit, paths));
  else if (written.committed) await syncFolder(path.dirname(path.join(gitCommonDir, ref)));
  if (!written.committed) return null;
  if (written.parent) rememberParent(written.commit, written.parent);
  return written.commit;
}

function isFolder(file: string): boolean {
  return existsSync(file) && statSync(file).isDirectory();
}

const commitArgs = (message: string) => [
  'commit',
  '--quiet',
  '--no-verify',
  '--untracked-files=no',
  '--cleanup=verbatim',
  '-m',
  message,
];

interface CommitRun {
  worktree: string;
  paths: string[];
  message: string;
  author: GitAuthor;
  flushedByCaller: boolean;
}

/** Commits the paths as they are on disk; false when they match the last commit. */
async function commitOnly({ worktree, paths, message, author, flushedByCaller }: CommitRun): Promise<boolean> {
  return nothingToCommitIsFalse(
    git(worktree, [...commitArgs(message), '--only', '--', ...paths], { identity: author, flushedByCaller }),
  );
}

/** Stages the paths (new files and folders too), then commits the index; false when nothing was staged. */
async function stageThenCommit({ worktree, paths, message, author, flushedByCaller }: CommitRun): Promise<boolean> {
  const present = paths.filter((file) => existsSync(path.join(worktree, file)));
  const folders = present.filter((file) => isFolder(path.join(worktree, file)));
  const presentFiles = present.filter((file) => !folders.includes(file));
  const removed = paths.filter((file) => !present.includes(file));
  const options = { flushedByCaller };
  // update-index hashes just these files; `add` would also scan their folders for untracked files.
  if (presentFiles.length > 0) await git(worktree, ['update-index', '--add', '--', ...presentFiles], options);
  if (folders.length > 0) await git(worktree, ['add', '--all', '--', ...folders], options);
  // `rm -r`: a removed path may have been a folder, whose files the index lists one by one.
  if (removed.length > 0)
    await git(worktree, ['rm', '-r', '--cached', '--quiet', '--ignore-unmatch', '--', ...removed], options);
  return nothingToCommitIsFalse(git(worktree, commitArgs(message), { identity: author, flushedByCaller }));
}

function nothingToCommitIsFalse(committing: Promise<string>): Promise<boolean> {
  return committing.then(
    () => true,
    (error: unknown) => {
      if (error instanceof Error && NOTHING_TO_COMMIT.test(error.message)) return false;
      throw error;
    },
  );
}
