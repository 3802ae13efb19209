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
  await assertClean(worktree, branch);
  try {
    await git(
      worktree,
      ['merge', '--no-edit', '--no-verify', '-m', `Bring ${branch} up to date with the published pages`, publishedHead],
      { identity: publisher },
    );
    return true;
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
