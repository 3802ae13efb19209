import type { DraftRemoteProblem } from './draft-remote-problem.ts';

/**
 * A draft saved on several instances (one store, one CONTENT_REMOTE): what the admin asks of the repository so
 * that no save stays on one instance unnoticed and none is dropped. Without a remote every call does nothing.
 */
export interface SharedDrafts {
  /**
   * Takes the remote's saves of the draft before the editor reads ('read': a fetch of the last 3 s will do) or
   * writes ('write': fetched now, and saves made on another instance merged into this one's); a write into a
   * draft whose saves here conflict with the remote's throws DraftNotShared, so is a write on top of a save
   * that could not reach the remote while it still cannot.
   */
  syncDraft(branch: string, purpose: 'read' | 'write'): Promise<void>;
  /**
   * The files the draft changes (what the drafts list shows), after taking the remote's saves: the drafts of one
   * list share one fetch, none when the last was less than 3 s ago.
   */
  changedFiles(branch: string): Promise<string[]>;
  /** Why this instance's saves of the draft are not on the remote (a conflict, the remote away), or null. */
  draftRemoteProblem(branch: string): DraftRemoteProblem | null;
  /**
   * The author's choice for a conflict between the saves here and the remote's: merges them, taking the lines
   * both changed from this instance's save ('here') or the remote's ('there'), and pushes the result now.
   */
  keepDraftVersion(branch: string, keep: 'here' | 'there'): Promise<void>;
}
