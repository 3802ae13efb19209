import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { ContentRefusal } from './content-errors.ts';
import { DRAFT_PREFIX } from './draft-branch-name.ts';
import { git, resolveCommit } from './git-command.ts';

interface RegisteredWorktree {
  path: string;
  branch: string | null;
}

/** Where a draft's work tree lives: one folder per branch, `drafts/ann-about` → `drafts+ann-about`. */
export function draftWorktreePath(worktreesDir: string, branch: string): string {
  return path.join(worktreesDir, branch.replace(/\//g, '+'));
}

/** Refuses anything but an existing draft branch, so no request can reach the published branch through a draft call. */
export async function assertDraft(dir: string, branch: string): Promise<string> {
  const commit = branch.startsWith(DRAFT_PREFIX) ? await resolveCommit(dir, `refs/heads/${branch}`) : null;
  if (!commit) throw new ContentRefusal(`There is no draft named "${branch}".`);
  return commit;
}

/**
 * The draft's work tree, added again when its folder was removed, and left by no interrupted merge.
 * Adding one is safe beside other drafts' work (git locks a work tree while it adds it, so a prune skips it);
 * a registration whose folder is gone needs `worktree prune`, which looks at every work tree: with
 * `staleRegistration: 'leave'` (the caller does not hold the whole repository) the answer is then null.
 */
export async function ensureDraftWorktree(dir: string, worktreesDir: string, branch: string): Promise<string>;
export async function ensureDraftWorktree(
  dir: string,
  worktreesDir: string,
  branch: string,
  staleRegistration: 'leave',
): Promise<string | null>;
export async function ensureDraftWorktree(
  dir: string,
  worktreesDir: string,
  branch: string,
  staleRegistration: 'prune' | 'leave' = 'prune',
): Promise<string | null> {
  await assertDraft(dir, branch);
  const registered = (await listWorktrees(dir)).find((worktree) => worktree.branch === `refs/heads/${branch}`);
  if (registered && existsSync(path.join(registered.path, '.git'))) {
    await abandonInterruptedMerge(registered.path);
    return registered.path;
  }
  if (registered && staleRegistration === 'leave') return null;
  if (registered) await git(dir, ['worktree', 'prune']);
  const target = draftWorktreePath(worktreesDir, branch);
  // A folder left without its registration (a crash during `worktree add`) holds nothing committed.
  await rm(target, { recursive: true, force: true });
  await mkdir(path.dirname(target), { recursive: true });
  await git(dir, ['worktree', 'add', '--quiet', target, branch]);
  return target;
}

/** The draft's registered work tree when its folder is there, else null. */
export async function registeredDraftWorktree(dir: string, branch: string): Promise<string | null> {
  const registered = (await listWorktrees(dir)).find((worktree) => worktree.branch === `refs/heads/${branch}`);
  return registered && existsSync(path.join(registered.path, '.git')) ? registered.path : null;
}

/** Removes the draft's work tree (if any); the branch stays. */
export async function removeDraftWorktree(dir: string, branch: string): Promise<void> {
  const registered = (await listWorktrees(dir)).find((worktree) => worktree.branch === `refs/heads/${branch}`);
  if (!registered) return;
  if (existsSync(registered.path)) await git(dir, ['worktree', 'remove', '--force', '--force', registered.path]);
  await git(dir, ['worktree', 'prune']);
}

/**
 * On open, before any save: every draft work tree a killed process left half-changed is put back to its branch.
 * Besides abandonInterruptedMerge's leftovers, a merge killed while it wrote the work tree leaves files changed
 * but not staged, and new files untracked; a save killed between writing its file and its commit does the same.
 * None was acknowledged, and in this process nothing is writing yet, so all of it goes: else the repeated publish
 * would be refused ("changes that are not saved yet") or its merge would stop at the untracked files.
 */
export async function repairDraftWorktrees(dir: string): Promise<void> {
  for (const worktree of await listWorktrees(dir)) {
    const isDraft = worktree.branch?.startsWith(`refs/heads/${DRAFT_PREFIX}`) ?? false;
    if (!isDraft || !existsSync(path.join(worktree.path, '.git'))) continue;
    await abandonInterruptedMerge(worktree.path);
    const changed = await git(worktree.path, ['status', '--porcelain', '--untracked-files=all']);
    if (changed.trim() === '') continue;
    await git(worktree.path, ['reset', '--hard', '--quiet', 'HEAD']);
    await git(worktree.path, ['clean', '-d', '--force', '--quiet']);
  }
}

async function listWorktrees(dir: string): Promise<RegisteredWorktree[]> {
  const output = await git(dir, ['worktree', 'list', '--porcelain']);
  return output
    .split('\n\n')
    .map((block) => block.split('\n'))
    .filter((lines) => lines[0]?.startsWith('worktree '))
    .map((lines) => ({
      path: lines[0]!.slice('worktree '.length),
      branch: lines.find((line) => line.startsWith('branch '))?.slice('branch '.length) ?? null,
    }));
}

/**
 * Puts the draft's work tree back to its branch when a process killed mid-command left it half-changed: a merge
 * with conflicts leaves MERGE_HEAD; a clean merge killed before its commit, or a save killed before its
 * `update-ref`, leaves the index ahead of the branch (files staged, nothing committed). Neither was acknowledged
 * to anyone, and saves and merges always commit what they stage, so staged changes are only ever such leftovers.
 * Called when this process first uses the work tree (no save of its own is running on it) and before a publish.
 */
export async function abandonInterruptedMerge(worktree: string): Promise<void> {
  const mergeHead = (await git(worktree, ['rev-parse', '--path-format=absolute', '--git-path', 'MERGE_HEAD'])).trim();
  if (existsSync(mergeHead)) {
    await git(worktree, ['merge', '--abort']);
    return;
  }
  const staged = await git(worktree, ['diff', '--cached', '--quiet']).then(
    () => false,
    () => true,
  );
  if (staged) await git(worktree, ['reset', '--hard', '--quiet', 'HEAD']);
}
