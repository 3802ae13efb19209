import { ContentConflict, ContentRefusal } from './content-errors.ts';
import type { GitAuthor } from './content-repository.ts';
import { git, isAncestor, outputLines } from './git-command.ts';

/**
 * Merges the published head into the draft when the draft is behind it, committed in the draft's work tree.
 * A real conflict aborts the merge (the draft stays exactly as it was) and throws ContentConflict.
 * Returns whether it merged.
 */
export async function bringDraftUpToDate(
  worktree: string,
  branch: string,
  publishedHead: string,
  publisher: GitAuthor,
): Promise<boolean> {
  const draftHead = (await git(worktree, ['rev-parse', 'HEAD'])).trim();
  if (await isAncestor(worktree, publishedHead, draftHead)) return false;
  await mergeIntoDraft(worktree, branch, publishedHead, {
    identity: publisher,
    message: `Bring ${branch} up to date with the published pages`,
  });
  return true;
}

export interface DraftMerge {
  /** Author and committer of the merge commit. */
  identity: GitAuthor;
  message: string;
  /**
   * Only where both sides changed the same lines: whose lines win ('ours': the draft's, 'theirs': the merged
   * commit's). Only ever the author's explicit choice; without it such lines are a ContentConflict.
   */
  favour?: 'ours' | 'theirs';
}

/**
 * The content merge of `commit` into the draft, committed in the draft's clean work tree (the same merge for a
 * draft behind the published pages and for a draft saved on two instances). A real conflict aborts the merge,
 * leaves the draft exactly as it was and throws ContentConflict with the files.
 */
export async function mergeIntoDraft(
  worktree: string,
  branch: string,
  commit: string,
  merge: DraftMerge,
): Promise<void> {
  await assertClean(worktree, branch);
  const favour = merge.favour ? ['-X', merge.favour] : [];
  try {
    await git(worktree, ['merge', '--no-edit', '--no-verify', ...favour, '-m', merge.message, commit], {
      identity: merge.identity,
    });
  } catch (error) {
    const conflicted = outputLines(await git(worktree, ['diff', '--name-only', '--diff-filter=U']));
    await git(worktree, ['merge', '--abort']).catch(() => undefined);
    if (conflicted.length > 0) throw new ContentConflict(conflicted);
    throw error;
  }
}

/** Undoes bringDraftUpToDate's merge commit (the draft's work tree was clean before it). */
export async function undoDraftMerge(worktree: string, draftHead: string): Promise<void> {
  await git(worktree, ['reset', '--hard', '--quiet', draftHead]);
}

// An aborted merge would take unsaved edits with it; the editor commits every save, so this is a stray edit.
async function assertClean(worktree: string, branch: string): Promise<void> {
  const status = await git(worktree, ['status', '--porcelain', '--untracked-files=no']);
  if (status.trim() !== '') {
    throw new ContentRefusal(`The draft ${branch} has changes that are not saved yet; save them, then publish.`);
  }
}
