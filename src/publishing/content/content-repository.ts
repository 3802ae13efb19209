import type { ConflictChoice, PublishedConflict } from './published-conflict.ts';
import type { SharedDrafts } from './shared-drafts.ts';

/** Who saves, publishes or rolls back: written into git as author (drafts) or committer and trailer (publishes). */
export interface GitAuthor {
  name: string;
  email: string;
}

export interface ContentRepositoryOptions {
  /** The git work tree with the published content (CONTENT_DIR; the project checkout by default), on `branch`. */
  dir: string;
  /** The published branch (CONTENT_BRANCH). Default `main`. */
  branch?: string;
  /** CONTENT_REMOTE: a URL or path every publish is pushed to (added as the git remote `content-remote`). */
  remote?: string;
  /** Where the drafts' own work trees live (one `git worktree` per draft). */
  worktreesDir: string;
}

/** One file a draft changed, as a reviewer sees it: before and after (null when absent or binary) and a unified diff. */
export interface FileChange {
  file: string;
  status: 'added' | 'modified' | 'deleted';
  before: string | null;
  after: string | null;
  diff: string;
}

/** One published version: a first-parent commit of the published branch. */
export interface PublishedVersion {
  commit: string;
  /** ISO 8601, when it was published (the committer date). */
  at: string;
  /** Who published it (the `Published-by:` trailer, else the committer). */
  by: GitAuthor;
  /** The commit's subject line. */
  message: string;
  /** Files changed compared with the version before it. */
  files: string[];
  /** The draft branch it published (`Draft:` trailer), or null. */
  draft: string | null;
  /** The commit whose content it restored (`Rollback-of:` trailer), or null. */
  rollbackOf: string | null;
}

export interface PublishOptions {
  publisher: GitAuthor;
  /** The publishing gate, run on a work tree holding exactly what would be published; throwing refuses it. */
  validate(root: string): Promise<void>;
  /**
   * For a publish: the draft's commit the publisher reviewed (or scheduled). When the draft is at another commit,
   * nothing is published (DraftMovedSinceReview). Rollback ignores it.
   */
  reviewedDraftHead?: string;
}

export interface PublishResult {
  commit: string;
  /** Files changed compared with the previous published head. */
  files: string[];
}

export interface ContentRepository extends SharedDrafts {
  /** The published work tree (= options.dir), on the published branch. */
  readonly publishedRoot: string;
  /** The published branch's commit. */
  head(): Promise<string>;
  /** A new draft from the published head: branch `drafts/<email local part>-<slug of the first page>[-2, -3…]`. */
  createDraft(author: GitAuthor, firstFile: string): Promise<string>;
  /** The draft's own work tree under worktreesDir (recreated when missing; fetched when only the remote has it). */
  draftRoot(branch: string): Promise<string>;
  /**
   * Stages those project-relative paths (written or removed) and commits them as the author; null when nothing
   * changed. With a remote, the draft is pushed there after this resolves (coalesced per draft).
   */
  commitDraft(branch: string, files: string[], message: string, author: GitAuthor): Promise<string | null>;
  /** The draft's newest commit (fetched first when the remote is ahead): what a review shows and Publish pins. */
  draftHead(branch: string): Promise<string>;
  /** What the draft changed since it left the published branch (three-dot), fetched first when the remote is ahead. */
  changes(branch: string): Promise<FileChange[]>;
  /**
   * The pages where the draft and the published pages changed the same lines (both versions, and who published
   * the other one); null when Publish could bring the draft up to date on its own. Changes nothing.
   */
  publishedConflict(branch: string): Promise<PublishedConflict | null>;
  /**
   * The author's answer to that conflict: the published pages merged into the draft as her commit, keeping her
   * lines ('mine') or the published ones where both changed the same lines; pushed like a save.
   */
  resolvePublishedConflict(branch: string, keep: ConflictChoice, author: GitAuthor): Promise<void>;
  /** Brings the draft up to date, validates it, publishes it (one merge commit), updates the work tree, pushes. */
  publish(branch: string, options: PublishOptions): Promise<PublishResult>;
  /** Published versions, newest first. */
  history(limit?: number): Promise<PublishedVersion[]>;
  /** Publishes a new version whose content equals that commit's. */
  rollback(commit: string, options: PublishOptions): Promise<PublishResult>;
  /** Removes the draft's work tree and branch. */
  deleteDraft(branch: string): Promise<void>;
  /** For other instances: fetch the remote and fast-forward the published branch; null when nothing changed. */
  syncFromRemote(): Promise<PublishResult | null>;
  /** Resolves when the draft pushes started after saves (with a remote) have finished. */
  draftPushesSettled(): Promise<void>;
}
