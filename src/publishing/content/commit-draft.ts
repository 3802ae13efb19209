import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentPath } from './content-path.ts';
import type { GitAuthor } from './content-repository.ts';
import { git, outputLines } from './git-command.ts';

/**
 * Stages exactly these paths in the draft's work tree (written, or removed when gone from disk) and commits
 * them as the author, who is also the committer. Null when they match the draft's last commit.
 */
export async function commitDraftFiles(
  worktree: string,
  files: string[],
  message: string,
  author: GitAuthor,
): Promise<string | null> {
  const paths = [...new Set(files.map(contentPath))];
  const present = paths.filter((file) => existsSync(path.join(worktree, file)));
  const removed = paths.filter((file) => !present.includes(file));
  if (present.length > 0) await git(worktree, ['add', '--all', '--', ...present]);
  if (removed.length > 0)
    await git(worktree, ['rm', '-r', '--cached', '--quiet', '--ignore-unmatch', '--', ...removed]);
  const staged = outputLines(await git(worktree, ['diff', '--cached', '--name-only', '--no-renames']));
  if (staged.length === 0) return null;
  await git(worktree, ['commit', '--no-verify', '--quiet', '-m', message], { identity: author });
  return (await git(worktree, ['rev-parse', 'HEAD'])).trim();
}
