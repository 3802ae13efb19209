import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { contentPath } from './content-path.ts';
import type { GitAuthor } from './content-repository.ts';
import { git, outputLines } from './git-command.ts';
import { syncFolder } from './git-durability.ts';

/**
 * Stages exactly these paths in the draft's work tree (written, or removed when gone from disk) and commits
 * them as the author, who is also the committer. Null when they match the draft's last commit.
 * Plumbing, not `git commit` (5 git processes instead of 7, and no status scan): the work tree's own index gets
 * the paths, `write-tree` and `commit-tree` make the commit, and `update-ref <new> <old>` moves the branch only if
 * it is still where this save started (a compare-and-swap: nothing that moved it meanwhile is ever overwritten).
 * The work tree's HEAD is the branch, so index, HEAD and files agree afterwards as after `git commit`.
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
  const [head, headTree] = outputLines(await git(worktree, ['rev-parse', ref, `${ref}^{tree}`]));
  const paths = [...new Set(files.map(contentPath))];
  const present = paths.filter((file) => existsSync(path.join(worktree, file)));
  const folders = present.filter((file) => statSync(path.join(worktree, file)).isDirectory());
  const presentFiles = present.filter((file) => !folders.includes(file));
  const removed = paths.filter((file) => !present.includes(file));
  // update-index hashes just these files; `add` would also scan their folders for untracked files.
  if (presentFiles.length > 0) await git(worktree, ['update-index', '--add', '--', ...presentFiles]);
  if (folders.length > 0) await git(worktree, ['add', '--all', '--', ...folders]);
  // `rm -r`: a removed path may have been a folder, whose files the index lists one by one.
  if (removed.length > 0)
    await git(worktree, ['rm', '-r', '--cached', '--quiet', '--ignore-unmatch', '--', ...removed]);
  const tree = (await git(worktree, ['write-tree'])).trim();
  if (tree === headTree) return null;
  const commit = (await git(worktree, ['commit-tree', tree, '-p', head!, '-m', message], { identity: author })).trim();
  await git(worktree, ['update-ref', '-m', `page-engine: save ${message.split('\n')[0]}`, ref, commit, head!]);
  await syncFolder(path.dirname(path.join(gitCommonDir, ref)));
  return commit;
}
