import { mergeIntoDraft, type DraftMerge } from './bring-draft-up-to-date.ts';
import type { GitAuthor } from './content-repository.ts';
import { registeredDraftWorktree } from './draft-worktrees.ts';
import { git, isAncestor, outputLines, resolveCommit } from './git-command.ts';
import { HELD_SAVES_REFSPEC } from './held-saves.ts';
import { knownAncestor } from './known-parents.ts';
import { tracksRemoteExactly, tracksRemoteRef } from './remote-draft-look.ts';
import { CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';

/**
 * Draft branches on CONTENT_REMOTE, so that every instance on one store (drafts are rows there) can preview,
 * review and publish a draft saved on another: pushed after each save, fetched all at once, deleted when the
 * draft is published or discarded. Pushes are plain, never forced: a push that would drop another instance's
 * save is refused, and the refused instance merges that save into its own (followRemoteDraft) and pushes again.
 */

function trackingRef(branch: string): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}/${branch}`;
}

export const DRAFTS_REFSPEC = `+refs/heads/drafts/*:${trackingRef('drafts/*')}`;
/** What the drafts' fetch takes; also the remote's fetch refspecs, so that pushes move the tracking refs too. */
export const FETCHED_REFSPECS = [DRAFTS_REFSPEC, HELD_SAVES_REFSPEC];

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
 * One fetch for every draft on the remote and the saves held aside (the drafts list asks for all of them at
 * once); drafts and held saves gone from the remote lose their tracking refs here too. The local branches do not
 * move: followRemoteDraft does that.
 */
export async function fetchDraftBranches(published: PublishedBranch): Promise<void> {
  await git(published.dir, [
    'fetch',
    '--quiet',
    '--no-tags',
    '--prune',
    published.remote!,
    DRAFTS_REFSPEC,
    HELD_SAVES_REFSPEC,
  ]);
}

/**
 * Like fetchDraftBranches, but when the remote is a repository on this disk (`remoteGitDir`) and its drafts and
 * held saves are already what the tracking refs say, without any git process: false then (nothing changed).
 * A fetch costs a fetch, a shell, an upload-pack and a rev-list otherwise (issue 26); for a URL remote (GitHub), a
 * network round trip too, which is why a save does not fetch first (draft-handles.ts).
 */
export async function fetchDraftBranchesIfChanged(
  published: PublishedBranch,
  remoteGitDir: string | null,
): Promise<boolean> {
  if (remoteGitDir) {
    const unchanged = await Promise.all(
      FETCHED_REFSPECS.map((refspec) => tracksRemoteExactly(remoteGitDir, published.gitDir, refspec)),
    );
    if (unchanged.every(Boolean)) return false;
  }
  await fetchDraftBranches(published);
  return true;
}

/**
 * Whether a fetch would change nothing of this draft or its held save, read from the files of a remote on this
 * disk (`remoteGitDir`): the write after it then needs no fetch, and one written on this instance's copy would
 * not have its push refused (issue 26: a fetch, a shell, an upload-pack and a rev-list before every save, though
 * the remote's draft was mostly this instance's own push).
 */
export async function draftUnchangedOnRemote(
  published: PublishedBranch,
  remoteGitDir: string,
  branch: string,
): Promise<boolean> {
  const looks = await Promise.all(
    FETCHED_REFSPECS.map((refspec) => tracksRemoteRef(remoteGitDir, published.gitDir, refspec, branch)),
  );
  return looks.every(Boolean);
}

/** The draft's commit on the remote as last fetched, or null when the fetch did not find it there. */
export async function remoteDraftHead(published: PublishedBranch, branch: string): Promise<string | null> {
  return resolveCommit(published.dir, trackingRef(branch));
}

/**
 * Where the local draft stands against the remote's as last fetched: 'absent' (not on the remote), 'same',
 * 'taken' (the local branch was missing or behind and now is the remote's), 'ahead' (local saves to push),
 * 'merged' (both had saves: the remote's were merged into the local branch, which is ahead now) or 'diverged'
 * (both had saves and no merge was asked for).
 */
export type DraftStanding = 'absent' | 'same' | 'taken' | 'ahead' | 'merged' | 'diverged';

export interface FollowOptions {
  /** Merge the remote's saves into local ones in the draft's work tree (null: no merge, 'diverged' instead). */
  merge: { worktree: string; favour?: DraftMerge['favour'] } | null;
}

/**
 * Brings the local draft branch to the remote's as last fetched: takes it when the local one lacks it or is
 * behind (a fast-forward in the draft's work tree when it has one here, so its files follow), and with
 * `merge` merges the remote's saves into local ones that the remote lacks. The merge is the content merge of
 * publishing: lines changed on one side only are combined; the same lines changed on both throw
 * ContentConflict (unless the author chose a side with `favour`), leaving the local draft as it was.
 * Run one at a time per draft (the repository lock's draft queue), as saves are.
 */
export async function followRemoteDraft(
  published: PublishedBranch,
  branch: string,
  options: FollowOptions,
): Promise<DraftStanding> {
  const remote = await resolveCommit(published.dir, trackingRef(branch));
  const local = await resolveCommit(published.dir, `refs/heads/${branch}`);
  if (!remote) return 'absent';
  if (remote === local) return 'same';
  if (!local) {
    await git(published.dir, ['update-ref', `refs/heads/${branch}`, remote, '']);
    return 'taken';
  }
  // This instance's saves on top of the remote's commit, not pushed yet: known without asking git.
  if (knownAncestor(remote, local)) return 'ahead';
  if (await isAncestor(published.dir, local, remote)) {
    const worktree = await registeredDraftWorktree(published.dir, branch);
    if (worktree) await git(worktree, ['merge', '--ff-only', '--quiet', remote]);
    else await git(published.dir, ['update-ref', `refs/heads/${branch}`, remote, local]);
    return 'taken';
  }
  if (await isAncestor(published.dir, remote, local)) return 'ahead';
  if (!options.merge) return 'diverged';
  await mergeIntoDraft(options.merge.worktree, branch, remote, {
    identity: await lastSaver(published.dir, local),
    message: `Merge the saves of ${branch} made on another instance`,
    favour: options.merge.favour,
  });
  return 'merged';
}

// The merge joins the saves of the draft's own editors: it is theirs, not the server's.
export async function lastSaver(dir: string, commit: string): Promise<GitAuthor> {
  const [name, email] = outputLines(await git(dir, ['log', '-1', '--format=%an%n%ae', commit]));
  return { name: name ?? 'Page engine', email: email ?? 'page-engine@localhost' };
}
