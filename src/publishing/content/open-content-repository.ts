import { mkdir, realpath } from 'node:fs/promises';
import { repairInterruptedAdvance } from './advance-published.ts';
import { catchUpWithRemote } from './catch-up-with-remote.ts';
import { commitDraftFiles } from './commit-draft.ts';
import { contentPath } from './content-path.ts';
import type { ContentRepository, ContentRepositoryOptions } from './content-repository.ts';
import { freeDraftBranch } from './draft-branch-name.ts';
import { draftChanges } from './draft-changes.ts';
import { assertDraft, ensureDraftWorktree, removeDraftWorktree } from './draft-worktrees.ts';
import { git } from './git-command.ts';
import { queueFor } from './operation-queue.ts';
import { branchRef, CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';
import { publishedHistory } from './published-history.ts';
import { publishDraft } from './publish-draft.ts';
import { removeStaleLocks } from './remove-stale-locks.ts';
import { rollbackPublished } from './rollback-published.ts';

/**
 * Opens the content repository at `dir` (a git work tree on the published branch): removes locks left by a
 * killed git, repairs a publish interrupted between its ref update and its work tree update, and points the
 * remote `content-remote` at `remote`. Every operation of every handle on one repository then runs one at a time.
 */
export async function openContentRepository(options: ContentRepositoryOptions): Promise<ContentRepository> {
  const dir = await realpath(options.dir);
  const branch = options.branch ?? 'main';
  const topLevel = await git(dir, ['rev-parse', '--show-toplevel']).catch(() => '');
  if ((topLevel.trim() && (await realpath(topLevel.trim()))) !== dir) {
    throw new Error(`The content folder ${options.dir} is not the top folder of a git work tree.`);
  }
  const gitDir = (await git(dir, ['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
  const queue = queueFor(gitDir);
  await mkdir(options.worktreesDir, { recursive: true });
  const worktreesDir = await realpath(options.worktreesDir);
  const published: PublishedBranch = { dir, branch, gitDir, remote: options.remote ? CONTENT_REMOTE_NAME : null };

  await queue.run(async () => {
    await removeStaleLocks(gitDir);
    await assertOnPublishedBranch(published);
    await repairInterruptedAdvance(published);
    await git(dir, ['worktree', 'prune']);
    if (options.remote) await configureRemote(published, options.remote);
  });

  return {
    publishedRoot: dir,
    head: () => queue.run(async () => (await git(dir, ['rev-parse', branchRef(published)])).trim()),
    createDraft: (author, firstFile) =>
      queue.run(async () => {
        const name = await freeDraftBranch(dir, author.email, contentPath(firstFile));
        await git(dir, ['branch', '--no-track', name, branchRef(published)]);
        await ensureDraftWorktree(dir, worktreesDir, name);
        return name;
      }),
    draftRoot: (draft) => queue.run(() => ensureDraftWorktree(dir, worktreesDir, draft)),
    commitDraft: (draft, files, message, author) =>
      queue.run(async () =>
        commitDraftFiles(await ensureDraftWorktree(dir, worktreesDir, draft), files, message, author),
      ),
    changes: (draft) => queue.run(async () => draftChanges(dir, branchRef(published), await assertDraft(dir, draft))),
    publish: (draft, publishOptions) => queue.run(() => publishDraft(published, worktreesDir, draft, publishOptions)),
    history: (limit = 50) => queue.run(() => publishedHistory(published, limit)),
    rollback: (commit, publishOptions) =>
      queue.run(() => rollbackPublished(published, worktreesDir, commit, publishOptions)),
    deleteDraft: (draft) =>
      queue.run(async () => {
        await assertDraft(dir, draft);
        await removeDraftWorktree(dir, draft);
        await git(dir, ['branch', '--quiet', '-D', draft]);
      }),
    syncFromRemote: () => queue.run(() => catchUpWithRemote(published)),
  };
}

async function assertOnPublishedBranch(published: PublishedBranch): Promise<void> {
  const head = (await git(published.dir, ['symbolic-ref', '--quiet', 'HEAD']).catch(() => '')).trim();
  if (head !== branchRef(published)) {
    throw new Error(
      `The content folder ${published.dir} must have the published branch ${published.branch} checked out` +
        ` (it has ${head ? head.replace('refs/heads/', '') : 'a detached HEAD'}).`,
    );
  }
}

async function configureRemote(published: PublishedBranch, url: string): Promise<void> {
  const current = await git(published.dir, ['remote', 'get-url', CONTENT_REMOTE_NAME]).catch(() => null);
  if (current === null) {
    await git(published.dir, ['remote', 'add', '--track', published.branch, CONTENT_REMOTE_NAME, url]);
  } else if (current.trim() !== url) {
    await git(published.dir, ['remote', 'set-url', CONTENT_REMOTE_NAME, url]);
  }
}
