import { advancePublished } from './advance-published.ts';
import { bringDraftUpToDate, undoDraftMerge } from './bring-draft-up-to-date.ts';
import { catchUpWithRemote } from './catch-up-with-remote.ts';
import { commitMessage, formatIdentity } from './commit-message.ts';
import { ContentRefusal, DraftMovedSinceReview, RemotePushFailed } from './content-errors.ts';
import type { PublishOptions, PublishResult } from './content-repository.ts';
import { assertDraft, ensureDraftWorktree } from './draft-worktrees.ts';
import { changedFiles, git } from './git-command.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';

/**
 * Publishes a draft as one merge commit on the published branch (first parent: the previous version; second:
 * the draft, whose commits keep their authors). The draft is brought up to date and validated first; a
 * conflict or a refusal by `validate` leaves the draft and the published branch as they were. With
 * `draftOnRemote` (the draft's commit there), the push of the published branch also deletes the draft's branch on
 * the remote (one atomic push), unless another instance pushed a save meanwhile: then nothing is published, the
 * draft is left as it was, and `explainRefusedPush` may say why in the author's words (a save held aside since:
 * the conflict, as a publish pressed a moment later would say, instead of the push's failure). With
 * `reviewedDraftHead`, a draft saved since that commit is refused before anything changes (what the publisher
 * reviewed is what goes live).
 */
export async function publishDraft(
  published: PublishedBranch,
  worktreesDir: string,
  branch: string,
  options: PublishOptions & { draftOnRemote?: string | null; explainRefusedPush?: () => Promise<void> },
): Promise<PublishResult> {
  await catchUpWithRemote(published);
  const draftHead = await assertDraft(published.dir, branch);
  if (options.reviewedDraftHead !== undefined && options.reviewedDraftHead !== draftHead) {
    const savedBy = (await git(published.dir, ['log', '-1', '--format=%an', draftHead])).trim();
    throw new DraftMovedSinceReview(branch, savedBy);
  }
  const publishedHead = (await git(published.dir, ['rev-parse', branchRef(published)])).trim();
  const worktree = await ensureDraftWorktree(published.dir, worktreesDir, branch);
  const merged = await bringDraftUpToDate(worktree, branch, publishedHead, options.publisher);
  const draftCommit = (await git(worktree, ['rev-parse', 'HEAD'])).trim();
  const files = await changedFiles(published.dir, publishedHead, draftCommit);
  try {
    if (files.length === 0)
      throw new ContentRefusal(`The draft ${branch} changes nothing that is not published already.`);
    await options.validate(worktree);
  } catch (error) {
    if (merged) await undoDraftMerge(worktree, draftHead);
    throw error;
  }
  const message = commitMessage(`Publish ${branch}`, [`Changed: ${files.join(', ')}`], {
    Draft: branch,
    'Published-by': formatIdentity(options.publisher),
  });
  const commit = (
    await git(
      published.dir,
      ['commit-tree', `${draftCommit}^{tree}`, '-p', publishedHead, '-p', draftCommit, '-m', message],
      { identity: options.publisher },
    )
  ).trim();
  const alsoDeleteOnRemote = options.draftOnRemote
    ? [{ ref: `refs/heads/${branch}`, expected: options.draftOnRemote }]
    : [];
  try {
    return {
      commit,
      files: await advancePublished(published, publishedHead, commit, { push: true, alsoDeleteOnRemote }),
    };
  } catch (error) {
    if (merged) await undoDraftMerge(worktree, draftHead);
    if (error instanceof RemotePushFailed && options.draftOnRemote) await options.explainRefusedPush?.();
    throw error;
  }
}
