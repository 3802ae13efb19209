import { ContentConflict } from './content-errors.ts';
import { DraftFetches } from './draft-fetches.ts';
import { DraftPushes } from './draft-pushes.ts';
import {
  conflictProblem,
  DraftNotShared,
  unreachableProblem,
  type DraftRemoteProblem,
} from './draft-remote-problem.ts';
import { fetchDraftBranches, followRemoteDraft, pushDraftBranches, type DraftStanding } from './draft-remote.ts';
import { git, outputLines } from './git-command.ts';
import { CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';
import type { RepositoryLock } from './repository-lock.ts';

/** A refused draft is merged and pushed again this many times in a row before the author is told. */
const PUSH_ROUNDS = 5;
/** How often a draft whose saves could not reach the remote is sent again, without waiting for a save. */
export const RETRY_UNSHARED_MS = 30_000;

export interface DraftSharing {
  fetches: DraftFetches;
  pushes: DraftPushes;
  /**
   * After a fetch: takes the remote's saves into the local draft (fast-forward), and with `merge` also merges
   * them into local saves the remote lacks; a conflict is recorded as the draft's problem. Under the draft's queue.
   */
  follow(
    branch: string,
    merge: { worktree: string; favour?: 'ours' | 'theirs' } | null,
    lockHeld?: 'exclusive',
  ): Promise<DraftStanding>;
  problem(branch: string): DraftRemoteProblem | null;
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
 * the same lines the draft's problem says so (the author chooses, keepDraftVersion); when the remote cannot be
 * reached it says that, and the push is tried again every RETRY_UNSHARED_MS.
 */
export function createDraftSharing(
  published: PublishedBranch,
  lock: RepositoryLock,
  worktreeOf: (branch: string) => Promise<string>,
): DraftSharing {
  const problems = new Map<string, DraftRemoteProblem>();
  const rounds = new Map<string, number>();
  const followUps = new Set<Promise<void>>();
  const forgotten = new Set<string>();
  const fetches = new DraftFetches(() => fetchDraftBranches(published));

  const shared = (branches: string[]) => {
    for (const branch of branches) {
      problems.delete(branch);
      rounds.delete(branch);
    }
  };
  const track = (work: Promise<void>) => {
    followUps.add(work);
    void work.finally(() => followUps.delete(work));
  };
  const retryLater = (branch: string) => {
    setTimeout(() => {
      if (problems.get(branch)?.kind === 'unreachable') pushes.soon(branch);
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
        problems.set(branch, conflictProblem(error.files, await conflictSides(published, branch)));
        return 'diverged';
      }
    };
    // Publish holds the exclusive lock, which the draft's queue would wait for.
    return lockHeld ? work() : lock.draft(branch, work);
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
    follow,
    problem: (branch) => problems.get(branch) ?? null,
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
    },
  };
}

/** Who saved last on each side of a conflict, and when: what the author chooses between. */
async function conflictSides(published: PublishedBranch, branch: string) {
  const side = async (ref: string) => {
    const [by, at] = outputLines(await git(published.dir, ['log', '-1', '--format=%an%n%aI', ref]));
    return { by: by ?? '', at: at ?? '' };
  };
  return {
    here: await side(`refs/heads/${branch}`),
    there: await side(`refs/remotes/${CONTENT_REMOTE_NAME}/${branch}`),
  };
}
