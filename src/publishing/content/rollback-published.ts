import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { advancePublished } from './advance-published.ts';
import { catchUpWithRemote } from './catch-up-with-remote.ts';
import { commitMessage, formatIdentity } from './commit-message.ts';
import { ContentRefusal } from './content-errors.ts';
import type { PublishOptions, PublishResult } from './content-repository.ts';
import { git, isAncestor, resolveCommit } from './git-command.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';

/** Publishes a new version whose tree equals `commit`'s (a published version), validated like a publish. */
export async function rollbackPublished(
  published: PublishedBranch,
  worktreesDir: string,
  commit: string,
  options: PublishOptions,
): Promise<PublishResult> {
  await catchUpWithRemote(published);
  const head = (await git(published.dir, ['rev-parse', branchRef(published)])).trim();
  const target = /^[0-9a-f]{4,64}$/i.test(commit) ? await resolveCommit(published.dir, commit) : null;
  if (!target || !(await isAncestor(published.dir, target, head))) {
    throw new ContentRefusal(`${commit} is not a published version.`);
  }
  const targetTree = (await git(published.dir, ['rev-parse', `${target}^{tree}`])).trim();
  if (targetTree === (await git(published.dir, ['rev-parse', `${head}^{tree}`])).trim()) {
    throw new ContentRefusal(`That version is already published.`);
  }
  await validateVersion(published.dir, worktreesDir, target, options.validate);
  const subject = (await git(published.dir, ['log', '-1', '--format=%s', target])).trim();
  const message = commitMessage(`Roll back to ${target.slice(0, 12)}: ${subject}`, [], {
    'Rollback-of': target,
    'Published-by': formatIdentity(options.publisher),
  });
  const rollback = (
    await git(published.dir, ['commit-tree', targetTree, '-p', head, '-m', message], { identity: options.publisher })
  ).trim();
  return { commit: rollback, files: await advancePublished(published, head, rollback, { push: true }) };
}

/** Runs the gate on a throwaway detached work tree of that version, removed afterwards whatever happens. */
async function validateVersion(
  dir: string,
  worktreesDir: string,
  commit: string,
  validate: PublishOptions['validate'],
): Promise<void> {
  const root = path.join(worktreesDir, `rollback+${commit.slice(0, 12)}`);
  await rm(root, { recursive: true, force: true });
  await git(dir, ['worktree', 'prune']);
  await mkdir(worktreesDir, { recursive: true });
  await git(dir, ['worktree', 'add', '--quiet', '--detach', root, commit]);
  try {
    await validate(root);
  } finally {
    await git(dir, ['worktree', 'remove', '--force', '--force', root]).catch(() =>
      rm(root, { recursive: true, force: true }),
    );
    await git(dir, ['worktree', 'prune']);
  }
}
