import { mergeIntoDraft, undoDraftMerge } from './bring-draft-up-to-date.ts';
import { ContentRefusal } from './content-errors.ts';
import type { GitAuthor } from './content-repository.ts';
import { DraftNotShared, unreachableProblem } from './draft-remote-problem.ts';
import { followRemoteDraft } from './draft-remote.ts';
import { isAncestor, resolveCommit } from './git-command.ts';
import { settleHeldSave, type HeldConflict } from './held-saves.ts';
import type { PublishedBranch } from './published-branch.ts';

/** Which of two saves that changed the same lines keeps its lines: the draft's last one, or the one held aside. */
export type KeptSave = 'shared' | 'held';

/**
 * The author's choice, made on any instance: the held save and the draft's branch are merged in the draft's
 * work tree here, the lines both changed taken from the save kept (every other change of both is kept either
 * way), and one atomic push makes the result the draft's branch and removes the held save from the remote. A
 * refused push (a save came meanwhile, the remote away) undoes the merge here, so the author can choose again.
 * Run on the draft's queue, with the remote fetched just before.
 */
export async function keepHeldOrSharedSave(
  published: PublishedBranch,
  worktree: string,
  branch: string,
  choice: { conflict: HeldConflict; keep: KeptSave; chooser: GitAuthor },
): Promise<void> {
  const { conflict, keep, chooser } = choice;
  const headRef = `refs/heads/${branch}`;
  // The instance holding the save has it as its branch; any other takes the draft's branch first.
  const holdsIt = (await resolveCommit(published.dir, headRef)) === conflict.held;
  if (!holdsIt) await followRemoteDraft(published, branch, { merge: null });
  const before = await resolveCommit(published.dir, headRef);
  if (!holdsIt && !(before && (await isAncestor(published.dir, conflict.tip, before)))) {
    throw new ContentRefusal(
      'This server has saves of the draft that are not on the content remote yet; try again in a minute.',
    );
  }
  const ours: KeptSave = holdsIt ? 'held' : 'shared';
  await mergeIntoDraft(worktree, branch, holdsIt ? conflict.tip : conflict.held, {
    identity: chooser,
    message: `Where two saves of ${branch} changed the same lines, keep those of ${keep === 'held' ? 'the save held aside' : "the draft's save"}`,
    favour: keep === ours ? 'ours' : 'theirs',
  });
  const merged = (await resolveCommit(published.dir, headRef))!;
  try {
    await settleHeldSave(published, branch, conflict, merged);
  } catch (error) {
    await undoDraftMerge(worktree, before!);
    throw new DraftNotShared(unreachableProblem(error));
  }
}
