/** Who saved a draft last, and when (ISO 8601). */
export interface SaveSide {
  by: string;
  at: string;
}

/** Why this instance's saves of a draft are not on CONTENT_REMOTE, in words for the draft's author. */
export type DraftRemoteProblem =
  | {
      /** Another instance saved the same draft, changing the same lines: the author chooses which to keep. */
      kind: 'conflict';
      files: string[];
      /** The last save on each side: this instance's and the remote's. */
      sides: { here: SaveSide; there: SaveSide };
      message: string;
    }
  | {
      /** The remote could not be reached or refused the push; sent again with the next save and every 30 s. */
      kind: 'unreachable';
      message: string;
    };

export function conflictProblem(files: string[], sides: { here: SaveSide; there: SaveSide }): DraftRemoteProblem {
  return {
    kind: 'conflict',
    files,
    sides,
    message:
      `This draft was also saved on another server, and both saves changed the same lines of ${files.join(', ')}. ` +
      'The save made here is kept on this server only until you choose which version to keep, in Drafts.',
  };
}

export function unreachableProblem(error: unknown): DraftRemoteProblem {
  const detail = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return {
    kind: 'unreachable',
    message: `The last save of this draft is on this server only: the content remote could not take it (${detail}).`,
  };
}

/** A write refused because the draft's saves on this instance cannot be shared yet (see the problem). */
export class DraftNotShared extends Error {
  constructor(readonly problem: DraftRemoteProblem) {
    super(problem.message);
    this.name = 'DraftNotShared';
  }
}
