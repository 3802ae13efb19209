import { historyReducer } from '../../document/edit-history';
import { ITEM_ID_KEY, itemIdOf, withItemIds } from '../../document/item-ids';
import { getAt, setAt, type Json } from '../../document/json-pointer';
import type { EditorState } from '../editor-state';

/**
 * A field's new value (`undefined` removes an optional field). Typing into one field (same
 * `mergeKey`) is one undo step. A list item replaced as a whole (a block's kind changed) keeps its
 * identity, so it stays unfolded and selected.
 */
export interface SetValueAction {
  type: 'setValue';
  pointer: string;
  value: Json | undefined;
  mergeKey?: string;
}

export function setValue(state: EditorState, { pointer, value, mergeKey }: SetValueAction): EditorState {
  const doc = state.history.present;
  let next = value === undefined ? undefined : withItemIds(value);
  const keptId = itemIdOf(getAt(doc, pointer));
  if (keptId && next !== null && typeof next === 'object' && !Array.isArray(next)) {
    next = { ...next, [ITEM_ID_KEY]: keptId };
  }
  return {
    ...state,
    history: historyReducer(state.history, { kind: 'edit', doc: setAt(doc, pointer, next), mergeKey }),
  };
}
