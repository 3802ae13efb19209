import type { GitAuthor } from './content-repository.ts';
import { commitMessage } from './commit-message.ts';
import { git, isAncestor, outputLines, resolveCommit } from './git-command.ts';
import { CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';

/**
 * Saves held aside on CONTENT_REMOTE: a save of a draft that changed the same lines as the draft's save on the
 * remote (taken by another instance) goes to `refs/held-saves/<draft>`, so it is on the remote, not on one
 * instance's disk, and every instance's fetch learns that the draft has two saves to choose between. One held
 * save per draft; a second instance holding a conflicting save of the same draft keeps it and tries again
 * after the author has chosen.
 *
 * Holding a save also adds a commit without changes on top of the draft's branch, naming the held save: the
 * publish of another instance deletes the draft's branch only while it is still the commit it fetched
 * (advance-published.ts), so a save held aside during that publish makes the publish fail rather than leave
 * the held save behind a published draft.
 */

/** The trailer of the marker commit on the draft's branch that names the held save. */
const HELD_SAVE_TRAILER = 'Held-save';
const CONFLICTS_TRAILER = 'Same-lines-in';

export function heldSaveRef(branch: string): string {
  return `refs/held-saves/${branch}`;
}

/** Where this instance keeps the remote's held saves as last fetched (pruned with the fetch). */
function heldTrackingRef(branch: string): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}-held-saves/${branch}`;
}

function draftTrackingRef(branch: string): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}/${branch}`;
}

/** Fetched with the drafts' branches, in the same fetch (draft-remote.ts). */
export const HELD_SAVES_REFSPEC = `+refs/held-saves/drafts/*:${heldTrackingRef('drafts/*')}`;

/** A draft with a save held aside: the draft's commit on the remote and the held save, as last fetched. */
export interface HeldConflict {
  tip: string;
  held: string;
}

/** The held save of the draft as last fetched, unless the draft's branch has it already (or is gone). */
export async function heldConflict(published: PublishedBranch, branch: string): Promise<HeldConflict | null> {
  const held = await resolveCommit(published.dir, heldTrackingRef(branch));
  if (!held) return null;
  const tip = await resolveCommit(published.dir, draftTrackingRef(branch));
  if (!tip || (await isAncestor(published.dir, held, tip))) return null;
  return { tip, held };
}

/**
 * Puts `held` (this instance's save, which changed the same lines of `files` as the remote's `tip`) on the
 * remote in one atomic push with the marker commit on the draft's branch. Refused, changing nothing, when the
 * draft's branch moved or went, or another save is held aside already. The local tracking refs follow, so this
 * instance shows the conflict as every other one does.
 */
export async function holdSaveAside(
  published: PublishedBranch,
  branch: string,
  conflict: HeldConflict & { files: string[]; holder: GitAuthor },
): Promise<void> {
  const { tip, held, files, holder } = conflict;
  const message = commitMessage(
    `Hold a save of ${branch} aside: it changed the same lines as this one`,
    [`Both saves are kept; the author chooses which one's lines to keep.`],
    { [HELD_SAVE_TRAILER]: held, [CONFLICTS_TRAILER]: files.join(', ') },
  );
  const marker = (
    await git(published.dir, ['commit-tree', `${tip}^{tree}`, '-p', tip, '-m', message], { identity: holder })
  ).trim();
  await git(published.dir, [
    'push',
    '--quiet',
    '--atomic',
    `--force-with-lease=refs/heads/${branch}:${tip}`,
    `--force-with-lease=${heldSaveRef(branch)}:`,
    published.remote!,
    `${marker}:refs/heads/${branch}`,
    `${held}:${heldSaveRef(branch)}`,
  ]);
  await git(published.dir, ['update-ref', draftTrackingRef(branch), marker]);
  await git(published.dir, ['update-ref', heldTrackingRef(branch), held]);
}

/**
 * The author's choice is made: `merged` (the draft with both saves) becomes the draft's branch on the remote and
 * the held save leaves it, in one atomic push; refused, changing nothing, when another save was pushed meanwhile.
 */
export async function settleHeldSave(
  published: PublishedBranch,
  branch: string,
  conflict: HeldConflict,
  merged: string,
): Promise<void> {
  await git(published.dir, [
    'push',
    '--quiet',
    '--atomic',
    `--force-with-lease=refs/heads/${branch}:${conflict.tip}`,
    `--force-with-lease=${heldSaveRef(branch)}:${conflict.held}`,
    published.remote!,
    `${merged}:refs/heads/${branch}`,
    `:${heldSaveRef(branch)}`,
  ]);
  await git(published.dir, ['update-ref', draftTrackingRef(branch), merged]);
  await git(published.dir, ['update-ref', '-d', heldTrackingRef(branch)]);
}

/** A discarded draft takes its held save with it (the author threw both away); none there is not an error. */
export async function deleteHeldSave(published: PublishedBranch, branch: string): Promise<void> {
  const held = await resolveCommit(published.dir, heldTrackingRef(branch));
  if (!held) return;
  await git(published.dir, ['push', '--quiet', published.remote!, `:${heldSaveRef(branch)}`]).catch((error) => {
    if (!(error instanceof Error && /remote ref does not exist/i.test(error.message))) throw error;
  });
  await git(published.dir, ['update-ref', '-d', heldTrackingRef(branch)]);
}

/** The files both saves changed the same lines of, as the instance that held one aside found them. */
export async function heldConflictFiles(published: PublishedBranch, conflict: HeldConflict): Promise<string[]> {
  const found = await git(published.dir, [
    'log',
    '-1',
    `--grep=^${HELD_SAVE_TRAILER}: ${conflict.held}$`,
    `--format=%(trailers:key=${CONFLICTS_TRAILER},valueonly)`,
    conflict.tip,
  ]);
  return outputLines(found).flatMap((line) => line.split(', '));
}

/** Who made the draft's last save, and when: its newest commit that is not a marker of a held save. */
export async function lastSave(published: PublishedBranch, commit: string): Promise<{ by: string; at: string }> {
  const [by, at] = outputLines(
    await git(published.dir, [
      'log',
      '-1',
      '--invert-grep',
      `--grep=^${HELD_SAVE_TRAILER}: `,
      '--format=%an%n%aI',
      commit,
    ]),
  );
  return { by: by ?? '', at: at ?? '' };
}
