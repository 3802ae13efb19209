import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentPath } from './content-path.ts';
import type { GitAuthor } from './content-repository.ts';
import { git, resolveCommit } from './git-command.ts';
import { syncFolder } from './git-durability.ts';
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
 * Resolves only once the commit is on disk (see git-durability.ts): the author is told it is saved after that.
 */
export async function commitDraftFiles(
  gitCommonDir: string,
  worktree: string,
  branch: string,
  files: string[],
  message: string,
  author: GitAuthor,
): Promise<string | null> {
  const ref = `refs/heads/${branch}`;
  const parent = await resolveCommit(worktree, ref);
  const paths = [...new Set(files.map(contentPath))];
  const hasFolder = paths.some((file) => isFolder(path.join(worktree, file)));
  const committed = hasFolder
    ? await stageThenCommit(worktree, paths, message, author)
    : await commitOnly(worktree, paths, message, author).catch((error: unknown) => {
        if (error instanceof Error && UNKNOWN_PATH.test(error.message)) {
          return stageThenCommit(worktree, paths, message, author);
        }
        throw error;
      });
  if (!committed) return null;
  await syncFolder(path.dirname(path.join(gitCommonDir, ref)));
  const commit = await resolveCommit(worktree, ref);
  if (!commit) throw new Error(`The draft ${branch} has no branch after its save.`);
  if (parent) rememberParent(commit, parent);
  return commit;
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

/** Commits the paths as they are on disk; false when they match the last commit. */
async function commitOnly(worktree: string, paths: string[], message: string, author: GitAuthor): Promise<boolean> {
  return nothingToCommitIsFalse(
    git(worktree, [...commitArgs(message), '--only', '--', ...paths], { identity: author }),
  );
}

/** Stages the paths (new files and folders too), then commits the index; false when nothing was staged. */
async function stageThenCommit(
  worktree: string,
  paths: string[],
  message: string,
  author: GitAuthor,
): Promise<boolean> {
  const present = paths.filter((file) => existsSync(path.join(worktree, file)));
  const folders = present.filter((file) => isFolder(path.join(worktree, file)));
  const presentFiles = present.filter((file) => !folders.includes(file));
  const removed = paths.filter((file) => !present.includes(file));
  // update-index hashes just these files; `add` would also scan their folders for untracked files.
  if (presentFiles.length > 0) await git(worktree, ['update-index', '--add', '--', ...presentFiles]);
  if (folders.length > 0) await git(worktree, ['add', '--all', '--', ...folders]);
  // `rm -r`: a removed path may have been a folder, whose files the index lists one by one.
  if (removed.length > 0)
    await git(worktree, ['rm', '-r', '--cached', '--quiet', '--ignore-unmatch', '--', ...removed]);
  return nothingToCommitIsFalse(git(worktree, commitArgs(message), { identity: author }));
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
