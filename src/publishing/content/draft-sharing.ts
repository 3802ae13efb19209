import { ContentConflict } from './content-errors.ts';
import { DraftFetches } from './draft-fetches.ts';
import { DraftPushes } from './draft-pushes.ts';
import {
  conflictProblem,
  DraftNotShared,
  unreachableProblem,
  type DraftRemoteProblem,
} from './draft-remote-problem.ts';
import {
  draftUnchangedOnRemote,
  fetchDraftBranchesIfChanged,
  followRemoteDraft,
  lastSaver,
  pushDraftBranches,
  remoteDraftHead,
  type DraftStanding,
} from './draft-remote.ts';
import { resolveCommit } from './git-command.ts';
import { heldConflict, heldConflictFiles, holdSaveAside, lastSave } from './held-saves.ts';
import type { PublishedBranch } from './published-branch.ts';
import type { RepositoryLock } from './repository-lock.ts';

/** A refused draft is merged and pushed again this many times in a row before the author is told. */
const PUSH_ROUNDS = 5;
/** How often a draft whose saves could not reach the remote is sent again, without waiting for a save. */
export const RETRY_UNSHARED_MS = 30_000;

export interface DraftSharing {
  fetches: DraftFetches;
  pushes: DraftPushes;
  /**
   * Whether a remote on this disk shows news of the draft that this instance has not fetched (its ref files,
   * no git process). False for a URL remote: only a fetch could say, and a save does not ask.
   */
  movedOnRemote(branch: string): Promise<boolean>;
  /**
   * After a fetch: takes the remote's saves into the local draft (fast-forward), and with `merge` also merges
   * them into local saves the remote lacks; a conflict is recorded as the draft's problem and the local save is
   * held aside on the remote (held-saves.ts). Under the draft's queue, unless the caller holds the exclusive
   * lock or the draft's queue already (`lockHeld`).
   */
  follow(
    branch: string,
    merge: { worktree: string; favour?: 'ours' | 'theirs' } | null,
    lockHeld?: 'exclusive' | 'draft',
  ): Promise<DraftStanding>;
  /**
   * The draft's problem: a save held aside on the remote (as last fetched, so every instance says the same),
   * else what this instance found (a conflict not held aside yet, the remote away), else null.
   */
  problem(branch: string): DraftRemoteProblem | null;
  /** Reads the held save of the draft from the last fetch into what problem() answers; the conflict, or null. */
  refreshConflict(branch: string): Promise<DraftRemoteProblem | null>;
  /** The author chose among the saves and the held ones left the remote: nothing of them is known any more. */
  conflictSettled(branch: string): void;
  /** Pushes the draft soon, after a save (again after it was discarded, its name being free again). */
  pushSoon(branch: string): void;
  /** Pushes the draft now and throws DraftNotShared when the remote does not take it. */
  pushNow(branch: string): Promise<void>;
  /** Resolves when pushes and the merges after refused pushes have finished. */
  settled(): Promise<void>;
  /** The draft is published or discarded here: nothing of it is pushed or retried any more. */
  forget(branch: string): void;
}

function warn(what: string, branch: string, error: unknown): void {
  console.warn(`${what} ${branch} on the content remote failed: ${error instanceof Error ? error.message : error}`);
}

/**
 * How an instance shares its drafts' saves through the remote without ever dropping one. Pushes are plain:
 * when another instance saved the same draft meanwhile the push is refused, and this instance fetches, merges
 * the other save into its own (a content merge, as publishing does) and pushes again. When both saves changed
 * the same lines this instance's save is held aside on the remote and the draft's problem says so on every
 * instance (the author chooses, keepDraftVersion); when the remote cannot be reached the problem says that, and
 * the push (or the holding) is tried again every RETRY_UNSHARED_MS.
 */
export function createDraftSharing(
  published: PublishedBranch,
  lock: RepositoryLock,
  worktreeOf: (branch: string) => Promise<string>,
  remoteGitDir: string | null = null,
): DraftSharing {
  const problems = new Map<string, DraftRemoteProblem>();
  // Saves held aside on the remote, by draft, with the two commits they were described for.
  const heldConflicts = new Map<string, { key: string; problem: DraftRemoteProblem }>();
  // Conflicting saves this instance could not hold aside yet (the remote away, or the draft's branch moved).
  const unheld = new Set<string>();
  const rounds = new Map<string, number>();
  const followUps = new Set<Promise<void>>();
  const forgotten = new Set<string>();
  const fetches = new DraftFetches(() => fetchDraftBranchesIfChanged(published, remoteGitDir));

  const shared = (branches: string[]) => {
    for (const branch of branches) {
      problems.delete(branch);
      unheld.delete(branch);
      rounds.delete(branch);
    }
  };
  const track = (work: Promise<void>) => {
    followUps.add(work);
    void work.finally(() => followUps.delete(work));
  };
  const retryLater = (branch: string) => {
    setTimeout(() => {
      if (problems.get(branch)?.kind === 'unreachable' || unheld.has(branch)) pushes.soon(branch);
    }, RETRY_UNSHARED_MS).unref();
  };

  const follow: DraftSharing['follow'] = (branch, merge, lockHeld) => {
    const work = async (): Promise<DraftStanding> => {
      try {
        const standing = await followRemoteDraft(published, branch, { merge });
        if (standing === 'same' || standing === 'taken') shared([branch]);
        return standing;
      } catch (error) {
        if (!(error instanceof ContentConflict)) throw error;
        await holdAside(branch, error.files);
        return 'diverged';
      }
    };
    // Publish holds the exclusive lock, which the draft's queue would wait for.
    return lockHeld ? work() : lock.draft(branch, work);
  };

  // This instance's save changed the same lines as the remote's: it goes to the remote beside the draft, so it is
  // not on this disk only and every instance shows the choice; until that push succeeds, only this one does.
  const holdAside = async (branch: string, files: string[]) => {
    const held = await resolveCommit(published.dir, `refs/heads/${branch}`);
    const tip = await remoteDraftHead(published, branch);
    if (!held || !tip) return;
    const sides = {
      shared: await lastSave(published, tip),
      held: [{ ...(await lastSave(published, held)), id: held }],
    };
    problems.set(branch, conflictProblem(files, sides, false));
    try {
      if (!(await heldConflict(published, branch))?.held.includes(held)) {
        await holdSaveAside(published, branch, { tip, held, files, holder: await lastSaver(published.dir, held) });
      }
      unheld.delete(branch);
      problems.delete(branch);
      await refreshConflict(branch);
    } catch (error) {
      warn('Holding a conflicting save of', branch, error);
      unheld.add(branch);
      retryLater(branch);
    }
  };

  const refreshConflict = async (branch: string) => {
    const conflict = await heldConflict(published, branch);
    if (!conflict) {
      heldConflicts.delete(branch);
      return null;
    }
    const key = `${conflict.tip} ${[...conflict.held].sort().join(' ')}`;
    const known = heldConflicts.get(branch);
    if (known?.key === key) return known.problem;
    const held = await Promise.all(conflict.held.map(async (id) => ({ ...(await lastSave(published, id)), id })));
    const sides = { shared: await lastSave(published, conflict.tip), held };
    const problem = conflictProblem(await heldConflictFiles(published, conflict), sides, true);
    heldConflicts.set(branch, { key, problem });
    return problem;
  };

  // A refused push: another instance saved the draft meanwhile (merge it in, push again), or the remote is away.
  const afterFailedPush = async (branches: string[], pushError: unknown) => {
    try {
      await fetches.fetched(0);
    } catch {
      for (const branch of branches) {
        problems.set(branch, unreachableProblem(pushError));
        retryLater(branch);
      }
      return;
    }
    for (const branch of branches.filter((each) => !forgotten.has(each))) {
      try {
        const standing = await follow(branch, { worktree: await worktreeOf(branch) });
        if (standing !== 'merged' && standing !== 'ahead') continue;
        const round = (rounds.get(branch) ?? 0) + 1;
        rounds.set(branch, round);
        if (standing === 'ahead') problems.set(branch, unreachableProblem(pushError));
        if (round < PUSH_ROUNDS) pushes.soon(branch);
        else retryLater(branch);
      } catch (error) {
        // A save writing its files right now: its own push follows, and is merged the same way if refused.
        warn('Merging the saves of', branch, error);
      }
    }
  };

  const pushes: DraftPushes = new DraftPushes(
    async (branches) => {
      await pushDraftBranches(published, branches);
      shared(branches);
    },
    (branches, error) => track(afterFailedPush(branches, error)),
  );

  return {
    fetches,
    pushes,
    movedOnRemote: async (branch) =>
      remoteGitDir !== null && !(await draftUnchangedOnRemote(published, remoteGitDir, branch)),
    follow,
    problem: (branch) => heldConflicts.get(branch)?.problem ?? problems.get(branch) ?? null,
    refreshConflict,
    conflictSettled(branch) {
      heldConflicts.delete(branch);
      problems.delete(branch);
      unheld.delete(branch);
      rounds.delete(branch);
    },
    pushSoon(branch) {
      forgotten.delete(branch);
      pushes.soon(branch);
    },
    async pushNow(branch) {
      try {
        await pushDraftBranches(published, [branch]);
        shared([branch]);
      } catch (error) {
        const problem = unreachableProblem(error);
        problems.set(branch, problem);
        throw new DraftNotShared(problem);
      }
    },
    async settled() {
      while (followUps.size > 0 || pushes.busy) {
        await pushes.settled();
        await Promise.all(followUps);
      }
    },
    forget(branch) {
      forgotten.add(branch);
      problems.delete(branch);
      heldConflicts.delete(branch);
      unheld.delete(branch);
    },
  };
}
