import { historyReducer } from '../../document/edit-history';
import { moveItem as moveAt } from '../../document/json-pointer';
import type { EditorState } from '../editor-state';

/** An item moved within its list; its identity (and so its fold and selection) goes with it. */
export interface MoveItemAction {
  type: 'moveItem';
  listPointer: string;
  from: number;
  to: number;
}

export function moveItem(state: EditorState, { listPointer, from, to }: MoveItemAction): EditorState {
  const doc = state.history.present;
  return {
    ...state,
    history: historyReducer(state.history, { kind: 'edit', doc: moveAt(doc, listPointer, from, to) }),
  };
}
