import { historyReducer } from '../../document/edit-history';
import { removeItem as removeAt } from '../../document/json-pointer';
import type { EditorState } from '../editor-state';

/**
 * An item removed from its list. Its fold state is kept under its identity: if an undo brings it
 * back, it comes back as it was.
 */
export interface RemoveItemAction {
  type: 'removeItem';
  listPointer: string;
  index: number;
}

export function removeItem(state: EditorState, { listPointer, index }: RemoveItemAction): EditorState {
  const doc = state.history.present;
  return { ...state, history: historyReducer(state.history, { kind: 'edit', doc: removeAt(doc, listPointer, index) }) };
}
