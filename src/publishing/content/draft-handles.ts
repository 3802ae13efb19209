import { existsSync } from 'node:fs';
import path from 'node:path';
import { ContentConflict, ContentRefusal } from './content-errors.ts';
import { DraftNotShared, unreachableProblem, type DraftRemoteProblem } from './draft-remote-problem.ts';
import { deleteRemoteDraftBranch, remoteDraftHead } from './draft-remote.ts';
import { createDraftSharing } from './draft-sharing.ts';
import { ensureDraftWorktree } from './draft-worktrees.ts';
import { resolveCommit } from './git-command.ts';
import { GitSlots } from './git-slots.ts';
import type { PublishedBranch } from './published-branch.ts';
import type { RepositoryLock } from './repository-lock.ts';

/**
 * How old a fetch of the drafts may be for a read (the drafts list, a review, the editor opening a page): the
 * list of 10 drafts costs one fetch, or none within this time of the last. A write always fetches first.
 */
export const FETCHED_RECENTLY_MS = 3_000;
/** The names freeDraftBranch makes; nothing else is fetched from or pushed to the remote. */
const DRAFT_NAME = /^drafts\/[a-z0-9][a-z0-9-]*$/;

export interface DraftHandles {
  /** The draft's work tree: known ones without any git process, else added (fetched first when only the remote has it). */
  root(branch: string): Promise<string>;
  /** Takes the remote's saves of the draft ('recently': a fetch of the last 3 s will do; 'now': a new fetch). */
  catchUp(branch: string, when: 'now' | 'recently'): Promise<void>;
  /** Before the editor writes: fetched now, another instance's saves merged in; throws DraftNotShared if it cannot be. */
  syncForWrite(branch: string): Promise<void>;
  problem(branch: string): DraftRemoteProblem | null;
  /** The author's choice for a conflict between saves here and on another instance; pushes the result now. */
  keepVersion(branch: string, keep: 'here' | 'there'): Promise<void>;
  /**
   * For publish, which holds the exclusive lock: stops the draft's pushes, fetches it now, merges another
   * instance's saves into this one's (a conflict throws ContentConflict), and gives the draft's commit on the
   * remote (its publish push then deletes it there, if no save came meanwhile).
   */
  prepareToPublish(branch: string, worktreesDir: string): Promise<{ onRemote: string | null }>;
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
  const sharing = createDraftSharing(published, lock, root);

  // The fetch each draft was last brought to: a list within the same 3 s runs no git process for it.
  const followedAt = new Map<string, number>();
  const catchUp = async (branch: string, when: 'now' | 'recently') => {
    if (!onRemote(branch)) return;
    try {
      await sharing.fetches.fetched(when === 'now' ? 0 : FETCHED_RECENTLY_MS);
      const generation = sharing.fetches.generation;
      if (followedAt.get(branch) === generation) return;
      await sharing.follow(branch, null);
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
        await sharing.fetches.fetched(0);
      } catch (error) {
        // The remote is away: a first save still goes in here (its push says whether it got there); more saves
        // on top of one that did not are refused, so the author knows.
        if (known) throw new DraftNotShared(known.kind === 'conflict' ? known : unreachableProblem(error));
        warn('Fetching the draft', branch, error);
        return;
      }
      const standing = await sharing.follow(branch, { worktree: await root(branch) });
      if (standing === 'merged') sharing.pushes.soon(branch);
      const problem = sharing.problem(branch);
      if (problem?.kind === 'conflict') throw new DraftNotShared(problem);
    },
    problem: (branch) => sharing.problem(branch),
    async keepVersion(branch, keep) {
      const problem = sharing.problem(branch);
      if (!onRemote(branch) || problem?.kind !== 'conflict') {
        throw new ContentRefusal(`The draft ${branch} has no conflict between saves to settle here.`);
      }
      try {
        await sharing.fetches.fetched(0);
      } catch (error) {
        throw new DraftNotShared(unreachableProblem(error));
      }
      const favour = keep === 'here' ? 'ours' : 'theirs';
      const standing = await sharing.follow(branch, { worktree: await root(branch), favour });
      if (standing === 'merged' || standing === 'ahead') await sharing.pushNow(branch);
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
      if ((await sharing.follow(branch, null, 'exclusive')) === 'diverged') {
        const worktree = await ensureDraftWorktree(published.dir, draftsDir, branch);
        await sharing.follow(branch, { worktree }, 'exclusive');
        // The conflict stays the draft's problem, for the author to settle in Drafts; nothing is published.
        const problem = sharing.problem(branch);
        if (problem?.kind === 'conflict') throw new ContentConflict(problem.files);
      }
      return { onRemote: await remoteDraftHead(published, branch) };
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
    },
    pushesSettled: () => sharing.settled(),
  };
}
