import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentRefusal } from './content-errors.ts';
import type { GitAuthor } from './content-repository.ts';
import { DraftNotShared, unreachableProblem, type DraftRemoteProblem } from './draft-remote-problem.ts';
import { deleteRemoteDraftBranch, remoteDraftHead } from './draft-remote.ts';
import { createDraftSharing } from './draft-sharing.ts';
import { ensureDraftWorktree } from './draft-worktrees.ts';
import { resolveCommit } from './git-command.ts';
import { GitSlots } from './git-slots.ts';
import { deleteHeldSave, heldConflict } from './held-saves.ts';
import { keepHeldOrSharedSave, type KeptSave } from './keep-save.ts';
import type { PublishedBranch } from './published-branch.ts';
import type { RepositoryLock } from './repository-lock.ts';

/**
 * How old a fetch of the drafts may be for a read (the drafts list, a review, the editor opening a page): the
 * list of 10 drafts costs one fetch, or none within this time of the last. A write fetches first only when the
 * remote is on this disk and its files show something new of the draft (remote-draft-look.ts), or the draft has
 * a problem; otherwise it writes on what this instance last knew, and its push says whether that was all.
 */
export const FETCHED_RECENTLY_MS = 3_000;
/** The names freeDraftBranch makes; nothing else is fetched from or pushed to the remote. */
const DRAFT_NAME = /^drafts\/[a-z0-9][a-z0-9-]*$/;

export interface DraftHandles {
  /** The draft's work tree: known ones without any git process, else added (fetched first when only the remote has it). */
  root(branch: string): Promise<string>;
  /** Takes the remote's saves of the draft ('recently': a fetch of the last 3 s will do; 'now': a new fetch). */
  catchUp(branch: string, when: 'now' | 'recently'): Promise<void>;
  /**
   * Before the editor writes: the remote's saves this instance knows of taken in (fetched first only as
   * SharedDrafts.syncDraft says); throws DraftNotShared while two saves of the draft wait for the author's choice
   * (on whichever instance), or on top of a save that could not reach the remote while it still cannot.
   */
  syncForWrite(branch: string): Promise<void>;
  /** After a write refused for what the draft's files hold: SharedDrafts.takeNewerSaves. */
  takeNewerSaves(branch: string): Promise<boolean>;
  problem(branch: string): DraftRemoteProblem | null;
  /**
   * The author's choice among saves that changed the same lines (the draft's, 'shared', or one held aside,
   * 'held' with its id), from any instance: merges them all in the draft, pushes the result and removes every
   * held save.
   */
  keepVersion(branch: string, keep: KeptSave, chooser: GitAuthor): Promise<void>;
  /**
   * For publish, which holds the exclusive lock: stops the draft's pushes, fetches it now, merges another
   * instance's saves into this one's, and gives the draft's commit on the remote (its publish push then deletes
   * it there, if no save came meanwhile). Two saves waiting for the author's choice throw DraftNotShared.
   */
  prepareToPublish(branch: string, worktreesDir: string): Promise<{ onRemote: string | null }>;
  /**
   * After publish's push was refused: fetched now, and when another instance held a save of the draft aside
   * since prepareToPublish (its marker moved the draft's branch, which failed the push), throws DraftNotShared
   * with that conflict, as a publish pressed a moment later would. Otherwise resolves (the push's own failure stands).
   */
  refuseIfHeldSince(branch: string): Promise<void>;
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
  remoteGitDir: string | null = null,
): DraftHandles {
  const worktreeOf = new Map<string, string>();
  const onRemote = (branch: string) => published.remote !== null && DRAFT_NAME.test(branch);
  const knownWorktree = (branch: string) => {
    const known = worktreeOf.get(branch);
    return known && existsSync(path.join(known, '.git')) ? known : null;
  };

  const root = async (branch: string) => {
    const known = knownWorktree(branch);
    if (known) return known;
    if (onRemote(branch) && !(await resolveCommit(published.dir, `refs/heads/${branch}`))) {
      await catchUp(branch, 'now');
    }
    // Beside other drafts' saves and first saves, one at a time for this draft, within the git slots so 20 first
    // saves at once do not starve GET /; only a registration whose folder is gone (a prune) needs the whole repository.
    const added =
      (await lock.draft(branch, () =>
        slots.run(() => ensureDraftWorktree(published.dir, worktreesDir, branch, 'leave')),
      )) ?? (await lock.exclusive(() => ensureDraftWorktree(published.dir, worktreesDir, branch)));
    worktreeOf.set(branch, added);
    return added;
  };
  const sharing = createDraftSharing(published, lock, root, remoteGitDir);

  // The fetch each draft was last brought to: a list within the same 3 s runs no git process for it.
  const followedAt = new Map<string, number>();
  const catchUp = async (branch: string, when: 'now' | 'recently') => {
    if (!onRemote(branch)) return;
    try {
      await sharing.fetches.fetched(when === 'now' ? 0 : FETCHED_RECENTLY_MS);
      const generation = sharing.fetches.generation;
      if (followedAt.get(branch) === generation) return;
      await sharing.follow(branch, null);
      await sharing.refreshConflict(branch);
      followedAt.set(branch, generation);
    } catch (error) {
      warn('Fetching the draft', branch, error);
    }
  };

  return {
    root,
    catchUp,
    async syncForWrite(branch) {
      if (!onRemote(branch)) return;
      const known = sharing.problem(branch);
      try {
        // No network round trip per save (issue 26: 300 ms to 1 s on GitHub): a save written on an old copy of the
        // draft has its push refused, and the refused push merges the other save in (draft-sharing.ts). A problem
        // is looked at again now (the remote back, the choice made elsewhere), as is a remote on this disk whose
        // files show the draft moved: a fetch then spares a merge.
        if (known || (await sharing.movedOnRemote(branch))) await sharing.fetches.fetched(0);
      } catch (error) {
        // The remote is away: a first save still goes in here (its push says whether it got there); more saves
        // on top of one that did not are refused, so the author knows.
        if (known) throw new DraftNotShared(known.kind === 'conflict' ? known : unreachableProblem(error));
        warn('Fetching the draft', branch, error);
        return;
      }
      const held = await sharing.refreshConflict(branch);
      if (held) throw new DraftNotShared(held);
      const standing = await sharing.follow(branch, { worktree: await root(branch) });
      if (standing === 'merged') sharing.pushes.soon(branch);
      const problem = sharing.problem(branch);
      if (problem?.kind === 'conflict') throw new DraftNotShared(problem);
    },
    async takeNewerSaves(branch) {
      if (!onRemote(branch)) return false;
      const before = await resolveCommit(published.dir, `refs/heads/${branch}`);
      try {
        await sharing.fetches.fetched(0);
      } catch (error) {
        warn('Fetching the draft', branch, error);
        return false; // the remote is away: the write's own refusal stands
      }
      const held = await sharing.refreshConflict(branch);
      if (held) throw new DraftNotShared(held);
      const standing = await sharing.follow(branch, { worktree: await root(branch) }).catch((error: unknown) => {
        // Another write of the draft changing its files right now (the merge will not overwrite them): its push
        // merges the remote's saves the same way if refused; this write's own refusal stands.
        warn('Merging the saves of', branch, error);
        return null;
      });
      if (standing === 'merged') sharing.pushes.soon(branch);
      const problem = sharing.problem(branch);
      if (problem?.kind === 'conflict') throw new DraftNotShared(problem);
      return (await resolveCommit(published.dir, `refs/heads/${branch}`)) !== before;
    },
    problem: (branch) => sharing.problem(branch),
    async keepVersion(branch, keep, chooser) {
      if (!onRemote(branch)) throw new ContentRefusal(`The draft ${branch} has no two saves to choose between.`);
      try {
        await sharing.fetches.fetched(0);
      } catch (error) {
        throw new DraftNotShared(unreachableProblem(error));
      }
      const worktree = await root(branch);
      await lock.draft(branch, async () => {
        const held = await heldConflict(published, branch);
        if (held) {
          await keepHeldOrSharedSave(published, worktree, branch, { conflict: held, keep, chooser });
          sharing.conflictSettled(branch);
          return;
        }
        // Not held aside on the remote yet: this instance has the second save, the draft's branch the first.
        if (sharing.problem(branch)?.kind !== 'conflict') {
          throw new ContentRefusal('This draft has no two saves to choose between any more.');
        }
        const favour = keep.keep === 'held' ? 'ours' : 'theirs';
        const standing = await sharing.follow(branch, { worktree, favour }, 'draft');
        if (standing === 'merged' || standing === 'ahead') await sharing.pushNow(branch);
      });
    },
    async prepareToPublish(branch, draftsDir) {
      if (!onRemote(branch)) return { onRemote: null };
      await sharing.pushes.cancel(branch);
      try {
        await sharing.fetches.fetched(0);
      } catch (error) {
        // Publishing pushes too, and says so when the remote is away.
        warn('Fetching the draft', branch, error);
      }
      // A save held aside (by any instance) would be left behind: the author chooses first.
      const held = await sharing.refreshConflict(branch);
      if (held) throw new DraftNotShared(held);
      if ((await sharing.follow(branch, null, 'exclusive')) === 'diverged') {
        const worktree = await ensureDraftWorktree(published.dir, draftsDir, branch);
        await sharing.follow(branch, { worktree }, 'exclusive');
        // The conflict stays the draft's problem, for the author to settle in Drafts; nothing is published.
        const problem = sharing.problem(branch);
        if (problem?.kind === 'conflict') throw new DraftNotShared(problem);
      }
      return { onRemote: await remoteDraftHead(published, branch) };
    },
    async refuseIfHeldSince(branch) {
      if (!onRemote(branch)) return;
      try {
        await sharing.fetches.fetched(0);
      } catch {
        return; // the remote is away: that is what refused the push
      }
      const held = await sharing.refreshConflict(branch);
      if (held) throw new DraftNotShared(held);
    },
    pushSoon(branch) {
      if (onRemote(branch)) sharing.pushSoon(branch);
    },
    async removeFromRemote(branch) {
      if (!onRemote(branch)) return;
      sharing.forget(branch);
      await sharing.pushes.cancel(branch);
      await deleteRemoteDraftBranch(published, branch).catch((error: unknown) =>
        warn('Deleting the draft', branch, error),
      );
      await deleteHeldSave(published, branch).catch((error: unknown) =>
        warn('Deleting the save held aside of', branch, error),
      );
    },
    pushesSettled: () => sharing.settled(),
  };
}
