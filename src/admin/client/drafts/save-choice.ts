/**
 * Which save the author keeps where saves of a draft changed the same lines, as the buttons name it: 'shared'
 * (the draft's last save) or the id of a save held aside (its commit, never 'shared').
 */
export type SaveKey = string;

export const SHARED_SAVE: SaveKey = 'shared';

/** The keep-version request's body for a button's key. */
export function keepVersionBody(key: SaveKey): { keep: 'shared' } | { keep: 'held'; id: string } {
  return key === SHARED_SAVE ? { keep: 'shared' } : { keep: 'held', id: key };
}
