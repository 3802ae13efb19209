import { historyReducer } from '../../document/edit-history';
import type { EditorState } from '../editor-state';

/** Ctrl+Z / Shift+Ctrl+Z. The documents in the history carry item identities, so selection follows. */
export interface UndoRedoAction {
  type: 'undo' | 'redo';
}

export function undoRedo(state: EditorState, action: UndoRedoAction): EditorState {
  const history = historyReducer(state.history, { kind: action.type });
  return history === state.history ? state : { ...state, history };
}
