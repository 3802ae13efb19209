import type { Json } from './json-pointer';

/**
 * Undo/redo as a pure reducer. Consecutive edits of the same field (same `mergeKey`, e.g. typing
 * into one input) are one step, so Ctrl+Z undoes a word typed, not one letter.
 */
export interface EditHistory {
  past: Json[];
  present: Json;
  future: Json[];
  /** The field the last step edited; the next edit with the same key replaces that step. */
  lastKey: string | undefined;
}

export type HistoryAction =
  { kind: 'edit'; doc: Json; mergeKey?: string } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'reset'; doc: Json };

export function startHistory(doc: Json): EditHistory {
  return { past: [], present: doc, future: [], lastKey: undefined };
}

export function historyReducer(state: EditHistory, action: HistoryAction): EditHistory {
  switch (action.kind) {
    case 'edit': {
      if (action.doc === state.present) return state;
      const merge = action.mergeKey !== undefined && action.mergeKey === state.lastKey && state.past.length > 0;
      return {
        past: merge ? state.past : [...state.past, state.present],
        present: action.doc,
        future: [],
        lastKey: action.mergeKey,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (previous === undefined) return state;
      return {
        past: state.past.slice(0, -1),
        present: previous,
        future: [state.present, ...state.future],
        lastKey: undefined,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (next === undefined) return state;
      return { past: [...state.past, state.present], present: next, future: rest, lastKey: undefined };
    }
    case 'reset':
      return startHistory(action.doc);
  }
}
