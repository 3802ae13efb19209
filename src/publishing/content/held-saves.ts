import type { GitAuthor } from './content-repository.ts';
import { commitMessage } from './commit-message.ts';
import { git, isAncestor, outputLines, resolveCommit } from './git-command.ts';
import { CONTENT_REMOTE_NAME, type PublishedBranch } from './published-branch.ts';
import { refFromFiles, refsUnder } from './ref-folder-files.ts';

/**
 * Saves held aside on CONTENT_REMOTE: a save of a draft that changed the same lines as the draft's save on the
 * remote (taken by another instance) goes to `refs/held-saves/<draft>/<commit>`, so it is on the remote, not on
 * one instance's disk, and every instance's fetch learns that the draft has saves to choose between. Any number
 * of instances may hold one each: a third instance's conflicting save is held beside the second's, named by its
 * own commit, and the author keeps one of them all.
 *
 * Holding a save also adds a commit without changes on top of the draft's branch, naming the held save: the
 * publish of another instance deletes the draft's branch only while it is still the commit it fetched
 * (advance-published.ts), so a save held aside during that publish makes the publish fail rather than leave
 * the held save behind a published draft.
 */

/** The trailer of the marker commit on the draft's branch that names the held save. */
const HELD_SAVE_TRAILER = 'Held-save';
const CONFLICTS_TRAILER = 'Same-lines-in';

/** The remote's ref of one held save: its commit names it, so one save is never held twice. */
export function heldSaveRef(branch: string, held: string): string {
  return `refs/held-saves/${branch}/${held}`;
}

/** Where this instance keeps the remote's held saves of the draft as last fetched (pruned with the fetch). */
function heldTrackingFolder(branch: string): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}-held-saves/${branch}`;
}

function draftTrackingRef(branch: string): string {
  return `refs/remotes/${CONTENT_REMOTE_NAME}/${branch}`;
}

/** Fetched with the drafts' branches, in the same fetch (draft-remote.ts). */
export const HELD_SAVES_REFSPEC = `+refs/held-saves/drafts/*:${heldTrackingFolder('drafts')}/*`;

/**
 * A draft with saves held aside: the draft's commit on the remote and the held saves (their commits, each its
 * own id), as last fetched, in the order they were held.
 */
export interface HeldConflict {
  tip: string;
  held: string[];
  /** Each held save's ref on the remote, by commit (the layout before several held saves had one ref per draft). */
  remoteRefs: Record<string, string>;
}

/** The draft's held saves as last fetched (commit and ref on the remote), whether or not its branch has them. */
async function fetchedHeldSaves(published: PublishedBranch, branch: string): Promise<Record<string, string>> {
  // A pattern matches whole path components: drafts/a never lists drafts/a-b's saves. It also matches the ref
  // refs/held-saves/<draft> itself, the one held save a draft had before this layout: it is settled the same way.
  const folder = heldTrackingFolder(branch);
  const listed = (await heldSavesFromFiles(published.gitDir, folder)) ?? (await heldSavesFromGit(published, folder));
  return Object.fromEntries(
    listed.map(([commit, ref]) => [commit, `refs/held-saves/${branch}${ref.slice(folder.length)}`]),
  );
}

// Most drafts have no held save: the look before each save then reads two files, no git process. Held saves
// (a folder of refs, or the earlier layout's one ref) are listed by git.
async function heldSavesFromFiles(gitDir: string, folder: string): Promise<[string, string][] | undefined> {
  const [under, itself] = await Promise.all([refsUnder(gitDir, `${folder}/`), refFromFiles(gitDir, folder)]);
  if (under === undefined || itself === undefined) return undefined;
  const listed = [...under].map(([ref, commit]): [string, string] => [commit, ref]);
  return itself === null ? listed : [...listed, [itself, folder]];
}

async function heldSavesFromGit(published: PublishedBranch, folder: string): Promise<[string, string][]> {
  const listed = outputLines(await git(published.dir, ['for-each-ref', '--format=%(objectname) %(refname)', folder]));
  return listed.map((line) => line.split(' ') as [string, string]);
}

const trackingOf = (remoteRef: string) => `refs/remotes/${CONTENT_REMOTE_NAME}-${remoteRef.slice('refs/'.length)}`;

/** The held saves of the draft as last fetched that its branch has not taken in yet (null when none). */
export async function heldConflict(published: PublishedBranch, branch: string): Promise<HeldConflict | null> {
  const remoteRefs = await fetchedHeldSaves(published, branch);
  if (Object.keys(remoteRefs).length === 0) return null;
  const tip = await resolveCommit(published.dir, draftTrackingRef(branch));
  if (!tip) return null;
  const held: string[] = [];
  for (const commit of Object.keys(remoteRefs)) if (!(await isAncestor(published.dir, commit, tip))) held.push(commit);
  if (held.length === 0) return null;
  // In the order they were held: their markers on the draft's branch, oldest first.
  const markers = await git(published.dir, [
    'log',
    `--grep=^${HELD_SAVE_TRAILER}: `,
    `--format=%(trailers:key=${HELD_SAVE_TRAILER},valueonly)`,
    tip,
  ]);
  const order = outputLines(markers).reverse();
  const place = (commit: string) => (order.includes(commit) ? order.indexOf(commit) : order.length);
  return { tip, held: held.sort((a, b) => place(a) - place(b)), remoteRefs };
}

/**
 * Puts `held` (this instance's save, which changed the same lines of `files` as the remote's `tip`) on the
 * remote in one atomic push with the marker commit on the draft's branch, beside any saves held already.
 * Refused, changing nothing, when the draft's branch moved or went meanwhile. The local tracking refs follow,
 * so this instance shows the conflict as every other one does.
 */
export async function holdSaveAside(
  published: PublishedBranch,
  branch: string,
  conflict: { tip: string; held: string; files: string[]; holder: GitAuthor },
): Promise<void> {
  const { tip, held, files, holder } = conflict;
  const message = commitMessage(
    `Hold a save of ${branch} aside: it changed the same lines as this one`,
    [`Every save is kept; the author chooses which one's lines to keep.`],
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
    `--force-with-lease=${heldSaveRef(branch, held)}:`,
    published.remote!,
    `${marker}:refs/heads/${branch}`,
    `${held}:${heldSaveRef(branch, held)}`,
  ]);
  await git(published.dir, ['update-ref', draftTrackingRef(branch), marker]);
  await git(published.dir, ['update-ref', `${heldTrackingFolder(branch)}/${held}`, held]);
}

/**
 * The author's choice is made: `merged` (the draft with every save) becomes the draft's branch on the remote and
 * every held save leaves it, in one atomic push; refused, changing nothing, when another save was pushed or held
 * meanwhile.
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
    ...conflict.held.map((held) => `--force-with-lease=${conflict.remoteRefs[held]}:${held}`),
    published.remote!,
    `${merged}:refs/heads/${branch}`,
    ...conflict.held.map((held) => `:${conflict.remoteRefs[held]}`),
  ]);
  await git(published.dir, ['update-ref', draftTrackingRef(branch), merged]);
  for (const held of conflict.held) {
    await git(published.dir, ['update-ref', '-d', trackingOf(conflict.remoteRefs[held]!)]);
  }
}

/** A discarded draft takes its held saves with it (the author threw them all away); none there is not an error. */
export async function deleteHeldSave(published: PublishedBranch, branch: string): Promise<void> {
  const refs = Object.values(await fetchedHeldSaves(published, branch));
  if (refs.length === 0) return;
  await git(published.dir, ['push', '--quiet', published.remote!, ...refs.map((ref) => `:${ref}`)]).catch((error) => {
    if (!(error instanceof Error && /remote ref does not exist/i.test(error.message))) throw error;
  });
  for (const ref of refs) await git(published.dir, ['update-ref', '-d', trackingOf(ref)]);
}

/** The files the held saves changed the same lines of, as the instances that held them aside found them. */
export async function heldConflictFiles(published: PublishedBranch, conflict: HeldConflict): Promise<string[]> {
  const files = new Set<string>();
  for (const held of conflict.held) {
    const found = await git(published.dir, [
      'log',
      '-1',
      `--grep=^${HELD_SAVE_TRAILER}: ${held}$`,
      `--format=%(trailers:key=${CONFLICTS_TRAILER},valueonly)`,
      conflict.tip,
    ]);
    for (const line of outputLines(found)) for (const file of line.split(', ')) files.add(file);
  }
  return [...files].sort();
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
