import { mergeIntoDraft, undoDraftMerge } from './bring-draft-up-to-date.ts';
import { ContentRefusal } from './content-errors.ts';
import type { GitAuthor } from './content-repository.ts';
import { DraftNotShared, unreachableProblem } from './draft-remote-problem.ts';
import { followRemoteDraft } from './draft-remote.ts';
import { isAncestor, resolveCommit } from './git-command.ts';
import { settleHeldSave, type HeldConflict } from './held-saves.ts';
import type { PublishedBranch } from './published-branch.ts';

/**
 * Which of the saves that changed the same lines keeps its lines: the draft's last one ('shared'), or one held
 * aside ('held', named by its id, the commit, when several are held; with one held save the id may be left out).
 */
export type KeptSave = { keep: 'shared' } | { keep: 'held'; id?: string };

/** The commit of the save the author keeps, refused in her words when it is not one of the saves shown. */
export function keptCommit(conflict: HeldConflict, choice: KeptSave): string {
  if (choice.keep === 'shared') return conflict.tip;
  const id = choice.id ?? (conflict.held.length === 1 ? conflict.held[0] : undefined);
  if (id === undefined) throw new ContentRefusal('Several saves are held aside: say which one to keep.');
  if (!conflict.held.includes(id)) {
    throw new ContentRefusal(
      'That save is no longer held aside: look at Drafts again and choose among the saves shown.',
    );
  }
  return id;
}

/**
 * The author's choice, made on any instance: every held save and the draft's branch are merged in the draft's
 * work tree here, the lines they changed alike taken from the save kept (every other change of every save is
 * kept either way), and one atomic push makes the result the draft's branch and removes every held save from the
 * remote. The kept save is merged first, its lines winning; the others follow, the lines already there winning.
 * A refused push (a save came meanwhile, the remote away) undoes the merges here, so the author can choose
 * again. Run on the draft's queue, with the remote fetched just before.
 */
export async function keepHeldOrSharedSave(
  published: PublishedBranch,
  worktree: string,
  branch: string,
  choice: { conflict: HeldConflict; keep: KeptSave; chooser: GitAuthor },
): Promise<void> {
  const { conflict, chooser } = choice;
  const kept = keptCommit(conflict, choice.keep);
  const headRef = `refs/heads/${branch}`;
  // An instance holding a save has it as its branch; any other takes the draft's branch first.
  const local = await resolveCommit(published.dir, headRef);
  const holding = local !== null && conflict.held.includes(local) ? local : null;
  if (!holding) await followRemoteDraft(published, branch, { merge: null });
  const before = await resolveCommit(published.dir, headRef);
  if (!holding && !(before && (await isAncestor(published.dir, conflict.tip, before)))) {
    throw new ContentRefusal(
      'This server has saves of the draft that are not on the content remote yet; try again in a minute.',
    );
  }
  const ours = holding ?? conflict.tip;
  const others = [conflict.tip, ...conflict.held].filter((save) => save !== ours && save !== kept);
  const merges = kept === ours ? others : [kept, ...others];
  const message = `Where saves of ${branch} changed the same lines, keep those of ${choice.keep.keep === 'held' ? `the save held aside ${kept.slice(0, 12)}` : "the draft's save"}`;
  try {
    for (const save of merges) {
      const favour = save === kept ? 'theirs' : 'ours';
      await mergeIntoDraft(worktree, branch, save, { identity: chooser, message, favour });
    }
  } catch (error) {
    await undoDraftMerge(worktree, before!);
    throw error;
  }
  try {
    await settleHeldSave(published, branch, conflict, (await resolveCommit(published.dir, headRef))!);
  } catch (error) {
    await undoDraftMerge(worktree, before!);
    throw new DraftNotShared(unreachableProblem(error));
  }
}
