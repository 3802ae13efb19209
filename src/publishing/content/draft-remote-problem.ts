/** Who saved a draft last, and when (ISO 8601). */
export interface SaveSide {
  by: string;
  at: string;
}

/** A save held aside: who, when, and its id (its commit), which keep-version names to keep it. */
export interface HeldSide extends SaveSide {
  id: string;
}

/** Why this instance's saves of a draft are not on CONTENT_REMOTE, in words for the draft's author. */
export type DraftRemoteProblem =
  | {
      /**
       * Two or more instances saved the same draft, changing the same lines: the author chooses which save's lines
       * to keep. Every instance knows it once the save is held aside on the remote (held-saves.ts).
       */
      kind: 'conflict';
      files: string[];
      /** The last save on the draft's branch ('shared', on every instance) and the saves held aside ('held'). */
      sides: ConflictSides;
      /** Whether the held saves are on the remote yet: until one is, only the instance holding it knows. */
      heldOnRemote: boolean;
      message: string;
    }
  | {
      /** The remote could not be reached or refused the push; sent again with the next save and every 30 s. */
      kind: 'unreachable';
      message: string;
    };

export interface ConflictSides {
  shared: SaveSide;
  /** In the order they were held; at least one. */
  held: HeldSide[];
}

// Times as the admin shows them (admin/client/format/india-time.ts): the site's people work in India.
const indiaTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
  timeZoneName: 'short',
});

/** "Asha Author’s save of 27 November 2026 at 10:05 am IST", the words the Drafts list's buttons use. */
export function describeSave(side: SaveSide): string {
  const at = new Date(side.at);
  return `${side.by}’s save of ${Number.isNaN(at.getTime()) ? side.at : indiaTime.format(at)}`;
}

const COUNTS = ['', '', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten'];

/** "A, B and C". */
function listed(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export function conflictProblem(files: string[], sides: ConflictSides, heldOnRemote: boolean): DraftRemoteProblem {
  const where = files.length > 0 ? ` of ${files.join(', ')}` : '';
  const saves = [sides.shared, ...sides.held];
  const count = COUNTS[saves.length] ?? String(saves.length);
  return {
    kind: 'conflict',
    files,
    sides,
    heldOnRemote,
    message:
      `${count} saves of this draft changed the same lines${where}: ${listed(saves.map(describeSave))}, made on ` +
      `different servers. ${saves.length === 2 ? 'Both' : 'All'} are kept. Choose which one to keep for those ` +
      'lines in Drafts; until then the draft cannot be submitted or published.' +
      (heldOnRemote ? '' : ' The second save is on this server only until the content remote takes it.'),
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
