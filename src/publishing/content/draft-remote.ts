import { registeredDraftWorktree } from './draft-worktrees.ts';
import { git, isAncestor, outputLines, resolveCommit } from './git-command.ts';
import { CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';

/**
 * Draft branches on CONTENT_REMOTE, so that every instance on one store (drafts are rows there) can preview,
 * review and publish a draft saved on another: pushed after each save, fetched where missing or behind, deleted
 * when the draft is published or discarded. Draft branches only move forward on the remote (saves and
 * bring-up-to-date merges), so pushes are plain, never forced: a push that would drop another instance's save fails.
 */

function trackingRef(branch: string): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}/${branch}`;
}

/** One push for several drafts; a draft whose branch is gone here (discarded meanwhile) is left out. */
export async function pushDraftBranches(published: PublishedBranch, branches: string[]): Promise<void> {
  const local = new Set(
    outputLines(await git(published.dir, ['for-each-ref', '--format=%(refname)', 'refs/heads/drafts/'])),
  );
  const present = branches.filter((branch) => local.has(`refs/heads/${branch}`));
  if (present.length === 0) return;
  const refspecs = present.map((branch) => `refs/heads/${branch}:refs/heads/${branch}`);
  await git(published.dir, ['push', '--quiet', published.remote!, ...refspecs]);
}

/** Removes the draft from the remote; a draft that never got there is not an error. */
export async function deleteRemoteDraftBranch(published: PublishedBranch, branch: string): Promise<void> {
  await git(published.dir, ['push', '--quiet', published.remote!, `:refs/heads/${branch}`]).catch((error) => {
    if (!(error instanceof Error && /remote ref does not exist/i.test(error.message))) throw error;
  });
  await git(published.dir, ['update-ref', '-d', trackingRef(branch)]).catch(() => undefined);
}

/**
 * Fetches the draft from the remote and brings the local branch to it when the local one lacks it or is behind
 * (with a fast-forward merge in the draft's work tree when it has one here, so its files follow). A local branch
 * that is ahead (its push still running) or has diverged is left as it is. Returns whether the local branch moved.
 */
/** Whether the last fetch found the draft on the remote. */
export async function remoteHasDraft(published: PublishedBranch, branch: string): Promise<boolean> {
  return (await resolveCommit(published.dir, trackingRef(branch))) !== null;
}

export async function catchUpDraftBranch(published: PublishedBranch, branch: string): Promise<boolean> {
  const refspec = `+refs/heads/${branch}:${trackingRef(branch)}`;
  try {
    await git(published.dir, ['fetch', '--quiet', '--no-tags', published.remote!, refspec]);
  } catch (error) {
    if (error instanceof Error && /couldn't find remote ref/i.test(error.message)) {
      await git(published.dir, ['update-ref', '-d', trackingRef(branch)]).catch(() => undefined);
      return false;
    }
    throw error;
  }
  const remote = await resolveCommit(published.dir, trackingRef(branch));
  const local = await resolveCommit(published.dir, `refs/heads/${branch}`);
  if (!remote || remote === local) return false;
  if (!local) {
    await git(published.dir, ['update-ref', `refs/heads/${branch}`, remote, '']);
    return true;
  }
  if (!(await isAncestor(published.dir, local, remote))) return false;
  const worktree = await registeredDraftWorktree(published.dir, branch);
  if (worktree) await git(worktree, ['merge', '--ff-only', '--quiet', remote]);
  else await git(published.dir, ['update-ref', `refs/heads/${branch}`, remote, local]);
  return true;
}
