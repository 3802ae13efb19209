import { existsSync } from 'node:fs';
import path from 'node:path';
import { catchUpDraftBranch, deleteRemoteDraftBranch, pushDraftBranches, remoteHasDraft } from './draft-remote.ts';
import { DraftPushes } from './draft-pushes.ts';
import { ensureDraftWorktree } from './draft-worktrees.ts';
import { resolveCommit } from './git-command.ts';
import { GitSlots } from './git-slots.ts';
import type { PublishedBranch } from './published-branch.ts';
import type { RepositoryLock } from './repository-lock.ts';

/** How long a review may show a draft as fetched before it asks the remote again (the drafts list asks per draft). */
const FETCHED_RECENTLY_MS = 10_000;
/** The names freeDraftBranch makes; nothing else is fetched from or pushed to the remote. */
const DRAFT_NAME = /^drafts\/[a-z0-9][a-z0-9-]*$/;

export interface DraftHandles {
  /** The draft's work tree: known ones without any git process, else added (fetched first when only the remote has it). */
  root(branch: string): Promise<string>;
  /** Fetches the draft and brings the local branch forward to the remote's ('recently': at most every 10 s). */
  catchUp(branch: string, when: 'now' | 'recently'): Promise<void>;
  /**
   * For publish, which holds the exclusive lock: stops the draft's pushes, fetches it now, and says whether the
   * remote has it (its publish push then deletes it there).
   */
  prepareToPublish(branch: string): Promise<{ onRemote: boolean }>;
  /** Pushes the draft to the remote after the save answered. */
  pushSoon(branch: string): void;
  /** Under the exclusive lock, when the draft is published or discarded: its pushes stop and it leaves the remote. */
  removeFromRemote(branch: string): Promise<void>;
  pushesSettled(): Promise<void>;
}

function warn(what: string, branch: string, error: unknown): void {
  console.warn(`${what} ${branch} on the content remote failed: ${error instanceof Error ? error.message : error}`);
}

export function createDraftHandles(
  published: PublishedBranch,
  worktreesDir: string,
  lock: RepositoryLock,
  slots: GitSlots = new GitSlots(),
): DraftHandles {
  const worktreeOf = new Map<string, string>();
  const fetchedAt = new Map<string, number>();
  const onRemote = (branch: string) => published.remote !== null && DRAFT_NAME.test(branch);
  const pushes = new DraftPushes(
    (branches) => pushDraftBranches(published, branches),
    (branches, error) => warn('Pushing the drafts', branches.join(', '), error),
  );
  const knownWorktree = (branch: string) => {
    const known = worktreeOf.get(branch);
    return known && existsSync(path.join(known, '.git')) ? known : null;
  };

  const catchUp = async (branch: string, when: 'now' | 'recently') => {
    if (!onRemote(branch)) return;
    if (when === 'recently' && Date.now() - (fetchedAt.get(branch) ?? 0) < FETCHED_RECENTLY_MS) return;
    fetchedAt.set(branch, Date.now());
    await lock.draft(branch, () => fetchDraft(branch));
  };
  const fetchDraft = (branch: string) =>
    catchUpDraftBranch(published, branch).then(
      () => undefined,
      (error: unknown) => warn('Fetching the draft', branch, error),
    );

  return {
    async root(branch) {
      const known = knownWorktree(branch);
      if (known) return known;
      if (onRemote(branch) && !(await resolveCommit(published.dir, `refs/heads/${branch}`))) {
        await catchUp(branch, 'now');
      }
      // Beside other drafts' saves and first saves, one at a time for this draft, within the git slots so 20 first
      // saves at once do not starve GET /; only a registration whose folder is gone (a prune) needs the whole repository.
      const root =
        (await lock.draft(branch, () =>
          slots.run(() => ensureDraftWorktree(published.dir, worktreesDir, branch, 'leave')),
        )) ?? (await lock.exclusive(() => ensureDraftWorktree(published.dir, worktreesDir, branch)));
      worktreeOf.set(branch, root);
      return root;
    },
    catchUp,
    async prepareToPublish(branch) {
      if (!onRemote(branch)) return { onRemote: false };
      await pushes.cancel(branch);
      fetchedAt.set(branch, Date.now());
      await fetchDraft(branch);
      return { onRemote: await remoteHasDraft(published, branch) };
    },
    pushSoon(branch) {
      if (onRemote(branch)) pushes.soon(branch);
    },
    async removeFromRemote(branch) {
      if (!onRemote(branch)) return;
      await pushes.cancel(branch);
      await deleteRemoteDraftBranch(published, branch).catch((error: unknown) =>
        warn('Deleting the draft', branch, error),
      );
    },
    pushesSettled: () => pushes.settled(),
  };
}
