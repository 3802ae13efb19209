import { historyReducer } from '../../document/edit-history';
import { itemIdOf, withItemIds } from '../../document/item-ids';
import { getAt, insertItem as insertAt, setAt, type Json } from '../../document/json-pointer';
import type { EditorState } from '../editor-state';

/**
 * A new item in a list (Add block, Add card), given from the schema's template by the caller. It gets
 * its identity here; `reveal` unfolds and selects it (a new block opens ready to fill in). A list that
 * was missing (optional) is created.
 */
export interface InsertItemAction {
  type: 'insertItem';
  listPointer: string;
  index: number;
  value: Json;
  reveal?: boolean;
}

export function insertItem(state: EditorState, action: InsertItemAction): EditorState {
  const doc = state.history.present;
  const [item] = withItemIds([action.value]) as Json[];
  const next = Array.isArray(getAt(doc, action.listPointer))
    ? insertAt(doc, action.listPointer, action.index, item!)
    : setAt(doc, action.listPointer, [item!]);
  const id = itemIdOf(item);
  return {
    ...state,
    history: historyReducer(state.history, { kind: 'edit', doc: next }),
    ui:
      action.reveal && id
        ? { ...state.ui, openItems: new Set([...state.ui.openItems, id]), selectedItem: id }
        : state.ui,
  };
}
