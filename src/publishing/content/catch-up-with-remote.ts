import { advancePublished } from './advance-published.ts';
import type { PublishResult } from './content-repository.ts';
import { git, isAncestor, resolveCommit } from './git-command.ts';
import { branchRef, remoteTrackingRef, type PublishedBranch } from './published-branch.ts';

/**
 * Fetches the remote's published branch and fast-forwards the local one (and its work tree) to it: another
 * instance published, a developer pushed, or this instance pushed and died before moving its own branch.
 * Null when the local branch already has everything (or the remote has no such branch yet).
 */
export async function catchUpWithRemote(published: PublishedBranch): Promise<PublishResult | null> {
  if (!published.remote) return null;
  const remoteHead = await fetchPublishedBranch(published);
  const localHead = await resolveCommit(published.dir, branchRef(published));
  if (!remoteHead || !localHead || remoteHead === localHead) return null;
  if (await isAncestor(published.dir, remoteHead, localHead)) return null;
  if (!(await isAncestor(published.dir, localHead, remoteHead))) {
    throw new Error(
      `The content remote's ${published.branch} and the local one have diverged (${remoteHead.slice(0, 12)} and ` +
        `${localHead.slice(0, 12)}): a developer must merge them before anything can be published.`,
    );
  }
  const files = await advancePublished(published, localHead, remoteHead, { push: false });
  return { commit: remoteHead, files };
}

async function fetchPublishedBranch(published: PublishedBranch): Promise<string | null> {
  const refspec = `+${branchRef(published)}:${remoteTrackingRef(published)}`;
  try {
    await git(published.dir, ['fetch', '--quiet', '--no-tags', published.remote!, refspec]);
  } catch (error) {
    // An empty remote: the first publish creates the branch there.
    if (error instanceof Error && /couldn't find remote ref/i.test(error.message)) return null;
    throw new Error(`Could not fetch from the content remote: ${error instanceof Error ? error.message : error}`);
  }
  return resolveCommit(published.dir, remoteTrackingRef(published));
}
