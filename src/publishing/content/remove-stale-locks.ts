import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * A git killed mid-command (the server was SIGKILLed during a publish) leaves its `*.lock` files behind, and
 * every later git command on that index or ref then fails. Called on open, before this process runs any git:
 * the locks of the repository's indexes (its own and each draft work tree's), HEAD, packed refs and every ref.
 */
export async function removeStaleLocks(gitDir: string): Promise<string[]> {
  const locks = [
    path.join(gitDir, 'index.lock'),
    path.join(gitDir, 'HEAD.lock'),
    path.join(gitDir, 'packed-refs.lock'),
    // All refs, not only branches: a fetch killed mid-update leaves refs/remotes/content-remote/main.lock.
    ...(await lockFilesUnder(path.join(gitDir, 'refs'))),
  ];
  const worktrees = path.join(gitDir, 'worktrees');
  if (existsSync(worktrees)) {
    for (const name of await readdir(worktrees)) {
      locks.push(path.join(worktrees, name, 'index.lock'), path.join(worktrees, name, 'HEAD.lock'));
    }
  }
  const removed = locks.filter((lock) => existsSync(lock));
  await Promise.all(removed.map((lock) => rm(lock, { force: true })));
  return removed;
}

async function lockFilesUnder(folder: string): Promise<string[]> {
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.lock'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}
