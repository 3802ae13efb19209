import { mergeIntoDraft } from './bring-draft-up-to-date.ts';
import { ContentRefusal } from './content-errors.ts';
import type { GitAuthor } from './content-repository.ts';
import { assertDraft, ensureDraftWorktree } from './draft-worktrees.ts';
import { git, outputLines } from './git-command.ts';
import { branchRef, type PublishedBranch } from './published-branch.ts';
import { publishedHistory } from './published-history.ts';

/** One page the draft and the published pages both changed on the same lines, as its author decides about it. */
export interface ConflictingPage {
  file: string;
  /** The page as published now (null when the published pages removed it). */
  published: string | null;
  /** The page as the draft has it (null when the draft removed it). */
  draft: string | null;
  /** Who published the version of the page that conflicts, and when (ISO 8601); null if not known. */
  publishedBy: GitAuthor | null;
  publishedAt: string | null;
}

/** The draft changed lines that were published differently since it was started. */
export interface PublishedConflict {
  pages: ConflictingPage[];
}

/** Whose lines win where the draft and the published pages changed the same lines. */
export type ConflictChoice = 'mine' | 'published';

/**
 * What merging the published pages into the draft would meet, without touching the draft (`git merge-tree`):
 * null when the draft is up to date or the merge goes through on its own (Publish then brings it up to date).
 */
export async function findPublishedConflict(
  published: PublishedBranch,
  branch: string,
): Promise<PublishedConflict | null> {
  // One git process for a draft without a conflict (every draft of the list, bench-drafts-list.ts); an up-to-date
  // draft merges cleanly too.
  const output = await git(
    published.dir,
    ['merge-tree', '--write-tree', '--name-only', '--no-messages', `refs/heads/${branch}`, branchRef(published)],
    { answeringExitCodes: [1] },
  );
  // The first line is the merged tree; the conflicted files follow it (none when it merges cleanly).
  const files = [...new Set(outputLines(output).slice(1))];
  if (files.length === 0) return null;
  const draftHead = await assertDraft(published.dir, branch);
  const publishedHead = (await git(published.dir, ['rev-parse', branchRef(published)])).trim();
  const pages = await Promise.all(
    files.map(async (file): Promise<ConflictingPage> => {
      const [version] = await publishedHistory(published, 1, [file]);
      return {
        file,
        published: await fileAt(published.dir, publishedHead, file),
        draft: await fileAt(published.dir, draftHead, file),
        publishedBy: version?.by ?? null,
        publishedAt: version?.at ?? null,
      };
    }),
  );
  return { pages };
}

/**
 * The author's answer to a conflict with the published pages: the published head merged into the draft, as
 * her commit, the lines both changed taken from the draft ('mine') or the published pages ('published'); every
 * other published change is taken either way. Refused when the draft no longer conflicts (someone answered).
 */
export async function resolvePublishedConflict(
  published: PublishedBranch,
  worktreesDir: string,
  branch: string,
  choice: { keep: ConflictChoice; author: GitAuthor },
): Promise<void> {
  const conflict = await findPublishedConflict(published, branch);
  if (!conflict) throw new ContentRefusal('This draft does not conflict with the published pages (any more).');
  const publishedHead = (await git(published.dir, ['rev-parse', branchRef(published)])).trim();
  const worktree = await ensureDraftWorktree(published.dir, worktreesDir, branch);
  const files = conflict.pages.map((page) => page.file).join(', ');
  await mergeIntoDraft(worktree, branch, publishedHead, {
    identity: choice.author,
    message:
      choice.keep === 'mine'
        ? `Bring ${branch} up to date with the published pages, keeping the draft's lines in ${files}`
        : `Bring ${branch} up to date with the published pages, taking the published lines in ${files}`,
    favour: choice.keep === 'mine' ? 'ours' : 'theirs',
  });
}

async function fileAt(dir: string, commit: string, file: string): Promise<string | null> {
  return git(dir, ['show', `${commit}:${file}`]).catch(() => null);
}
