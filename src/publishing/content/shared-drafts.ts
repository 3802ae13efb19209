import type { GitAuthor } from './content-repository.ts';
import type { DraftRemoteProblem } from './draft-remote-problem.ts';
import type { KeptSave } from './keep-save.ts';

/**
 * A draft saved on several instances (one store, one CONTENT_REMOTE): what the admin asks of the repository so
 * that no save stays on one instance unnoticed and none is dropped. Without a remote every call does nothing.
 */
export interface SharedDrafts {
  /**
   * Takes the remote's saves of the draft before the editor reads ('read': a fetch of the last 3 s will do) or
   * writes ('write': on what this instance last knew of the remote, with no fetch unless a remote on this disk
   * shows something new or the draft has a problem; its push, refused when another instance saved meanwhile,
   * merges that save in then). A write into a draft with two saves waiting for the author's choice throws
   * DraftNotShared (on every instance), so is a write on top of a save that could not reach the remote while it
   * still cannot.
   */
  syncDraft(branch: string, purpose: 'read' | 'write'): Promise<void>;
  /**
   * A write made on what this instance last knew of the draft was refused for what its files hold (a page
   * missing, or not the version the author's editor had): fetched now and the remote's saves taken (merged into
   * this instance's own). True when that changed the draft here, so the write is worth trying once more; throws
   * DraftNotShared when saves of the draft now wait for the author's choice.
   */
  takeNewerSaves(branch: string): Promise<boolean>;
  /**
   * The files the draft changes (what the drafts list shows), after taking the remote's saves: the drafts of one
   * list share one fetch, none when the last was less than 3 s ago.
   */
  changedFiles(branch: string): Promise<string[]>;
  /**
   * Two saves of the draft that changed the same lines (a save held aside on the remote, shown by every instance
   * as of its last fetch), or this instance's saves that the remote could not take; null when neither.
   */
  draftRemoteProblem(branch: string): DraftRemoteProblem | null;
  /**
   * The author's choice among saves that changed the same lines, on any instance: merges them all, taking the
   * lines they changed alike from the draft's last save ({keep: 'shared'}) or a held one ({keep: 'held', id}),
   * pushes the result now and removes every held save from the remote. The merges are the chooser's commits.
   */
  keepDraftVersion(branch: string, keep: KeptSave, chooser: GitAuthor): Promise<void>;
}
