import { mkdir, realpath } from 'node:fs/promises';
import { repairInterruptedAdvance } from './advance-published.ts';
import { catchUpWithRemote } from './catch-up-with-remote.ts';
import { commitDraftFiles } from './commit-draft.ts';
import { contentPath } from './content-path.ts';
import type { ContentRepository, ContentRepositoryOptions } from './content-repository.ts';
import { createDraftBranch } from './create-draft-branch.ts';
import { draftChangedFiles } from './draft-changed-files.ts';
import { draftChanges } from './draft-changes.ts';
import { assertDraft, removeDraftWorktree, repairDraftWorktrees } from './draft-worktrees.ts';
import { git, outputLines } from './git-command.ts';
import { GitHousekeeping } from './git-housekeeping.ts';
import { lockFor, slotsFor } from './repository-lock.ts';
import { createDraftHandles } from './draft-handles.ts';
import { FETCHED_REFSPECS } from './draft-remote.ts';
import { localRemoteGitDir } from './remote-draft-look.ts';
import { branchRef, CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';
import { publishedHistory } from './published-history.ts';
import { publishDraft } from './publish-draft.ts';
import { findPublishedConflict, resolvePublishedConflict } from './published-conflict.ts';
import { removeStaleLocks } from './remove-stale-locks.ts';
import { rollbackPublished } from './rollback-published.ts';

/**
 * Opens the content repository at `dir` (a git work tree on the published branch): removes locks left by a
 * killed git, repairs a publish interrupted between its ref update and its work tree update (and draft work trees
 * a killed merge or save left half-changed), and points the remote `content-remote` at `remote`. The handles of one repository in this process share one RepositoryLock:
 * saves on different drafts run side by side, what needs the whole repository runs alone.
 */
export async function openContentRepository(options: ContentRepositoryOptions): Promise<ContentRepository> {
  const dir = await realpath(options.dir);
  const branch = options.branch ?? 'main';
  const topLevel = await git(dir, ['rev-parse', '--show-toplevel']).catch(() => '');
  if ((topLevel.trim() && (await realpath(topLevel.trim()))) !== dir) {
    throw new Error(`The content folder ${options.dir} is not the top folder of a git work tree.`);
  }
  const gitDir = (await git(dir, ['rev-parse', '--path-format=absolute', '--git-common-dir'])).trim();
  const lock = lockFor(gitDir);
  const slots = slotsFor(gitDir);
  await mkdir(options.worktreesDir, { recursive: true });
  const worktreesDir = await realpath(options.worktreesDir);
  const published: PublishedBranch = { dir, branch, gitDir, remote: options.remote ? CONTENT_REMOTE_NAME : null };

  await lock.exclusive(async () => {
    await removeStaleLocks(gitDir);
    await assertOnPublishedBranch(published);
    await repairInterruptedAdvance(published);
    await git(dir, ['worktree', 'prune']);
    await repairDraftWorktrees(dir);
    if (options.remote) await configureRemote(published, options.remote);
  });

  const remoteGitDir = options.remote ? localRemoteGitDir(options.remote, dir) : null;
  const drafts = createDraftHandles(published, worktreesDir, lock, slots, remoteGitDir);
  const housekeeping = new GitHousekeeping(dir);
  return {
    publishedRoot: dir,
    head: () => lock.shared(async () => (await git(dir, ['rev-parse', branchRef(published)])).trim()),
    createDraft: async (author, firstFile) => {
      const name = await lock.shared(() =>
        slots.run(() => createDraftBranch(published, author.email, contentPath(firstFile))),
      );
      await drafts.root(name);
      return name;
    },
    draftRoot: (draft) => drafts.root(draft),
    commitDraft: async (draft, files, message, author) => {
      const worktree = await drafts.root(draft);
      const commit = await lock.draft(draft, () =>
        commitDraftFiles(gitDir, worktree, draft, files, message, author, slots),
      );
      if (commit) {
        drafts.pushSoon(draft);
        housekeeping.afterSave();
      }
      return commit;
    },
    draftHead: async (draft) => {
      await drafts.catchUp(draft, 'recently');
      return lock.shared(() => assertDraft(dir, draft));
    },
    changes: async (draft) => {
      await drafts.catchUp(draft, 'recently');
      return lock.shared(async () => draftChanges(dir, branchRef(published), await assertDraft(dir, draft)));
    },
    changedFiles: async (draft) => {
      await drafts.catchUp(draft, 'recently');
      return lock.shared(async () => draftChangedFiles(dir, branchRef(published), await assertDraft(dir, draft)));
    },
    publishedConflict: async (draft) => {
      await drafts.catchUp(draft, 'recently');
      return lock.shared(() => findPublishedConflict(published, draft));
    },
    resolvePublishedConflict: async (draft, keep, author) => {
      await lock.exclusive(() => resolvePublishedConflict(published, worktreesDir, draft, { keep, author }));
      drafts.pushSoon(draft);
    },
    publish: (draft, publishOptions) =>
      lock.exclusive(async () => {
        const { onRemote } = await drafts.prepareToPublish(draft, worktreesDir);
        const explainRefusedPush = () => drafts.refuseIfHeldSince(draft);
        return publishDraft(published, worktreesDir, draft, {
          ...publishOptions,
          draftOnRemote: onRemote,
          explainRefusedPush,
        });
      }),
    history: (limit = 50) => lock.shared(() => publishedHistory(published, limit)),
    rollback: (commit, publishOptions) =>
      lock.exclusive(() => rollbackPublished(published, worktreesDir, commit, publishOptions)),
    deleteDraft: (draft) =>
      lock.exclusive(async () => {
        await assertDraft(dir, draft);
        await removeDraftWorktree(dir, draft);
        await git(dir, ['branch', '--quiet', '-D', draft]);
        await drafts.removeFromRemote(draft);
      }),
    syncFromRemote: () => lock.exclusive(() => catchUpWithRemote(published)),
    draftPushesSettled: () => drafts.pushesSettled(),
    syncDraft: (draft, purpose) =>
      purpose === 'write' ? drafts.syncForWrite(draft) : drafts.catchUp(draft, 'recently'),
    takeNewerSaves: (draft) => drafts.takeNewerSaves(draft),
    draftRemoteProblem: (draft) => drafts.problem(draft),
    keepDraftVersion: (draft, keep, chooser) => drafts.keepVersion(draft, keep, chooser),
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

async function configureRemote(published: PublishedBranch, remote: string): Promise<void> {
  const url = await urlOfRemoteName(published.dir, remote);
  const current = await git(published.dir, ['remote', 'get-url', CONTENT_REMOTE_NAME]).catch(() => null);
  if (current?.trim() !== url) await assertReachable(published.dir, remote, url, current?.trim() ?? null);
  if (current === null) {
    await git(published.dir, ['remote', 'add', '--track', published.branch, CONTENT_REMOTE_NAME, url]);
  } else if (current.trim() !== url) {
    await git(published.dir, ['remote', 'set-url', CONTENT_REMOTE_NAME, url]);
  }
  // As fetch refspecs, the drafts and held saves have their tracking refs moved by every push too: they then say
  // what the remote has after this instance's own saves, and the look before a save finds nothing new.
  const key = `remote.${CONTENT_REMOTE_NAME}.fetch`;
  const configured = await git(published.dir, ['config', '--get-all', key]).catch(() => '');
  for (const refspec of FETCHED_REFSPECS.filter((each) => !outputLines(configured).includes(each))) {
    await git(published.dir, ['config', '--add', key, refspec]);
  }
}

/**
 * The content folder's remote is changed only to one that answers: a start with a mistyped CONTENT_REMOTE on a
 * folder another server is serving would otherwise point that server's fetches and pushes at the mistake, though
 * the start itself then stops.
 */
async function assertReachable(dir: string, remote: string, url: string, current: string | null): Promise<void> {
  try {
    await git(dir, ['ls-remote', '--heads', url]);
  } catch (error) {
    const kept = current === null ? 'still has no content remote' : `keeps its content remote ${current}`;
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`CONTENT_REMOTE ${remote} cannot be reached, so the content folder ${dir} ${kept}. ${why}`);
  }
}

/**
 * CONTENT_REMOTE is a URL or path; the name of one of the content folder's own remotes ('origin') stands for that
 * remote's URL, as "a git remote" reads to an operator (git fetch 'origin' inside the draft set-up failed).
 */
async function urlOfRemoteName(dir: string, remote: string): Promise<string> {
  if (!/^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(remote) || remote === CONTENT_REMOTE_NAME) return remote;
  const url = await git(dir, ['remote', 'get-url', remote]).catch(() => null);
  return url?.trim() || remote;
}
