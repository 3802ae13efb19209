import { historyReducer } from '../../document/edit-history';
import { itemIdOf, withItemIds } from '../../document/item-ids';
import { getAt, insertItem, type Json } from '../../document/json-pointer';
import type { EditorState } from '../editor-state';

/**
 * A copy of a list item right after it. The caller gives the copy with fresh schema ids (`withFreshIds`:
 * card ids, anchors); here every item inside it gets a fresh editor identity too, so the copy and the
 * original never share state. The copy is unfolded if the original was.
 */
export interface DuplicateItemAction {
  type: 'duplicateItem';
  listPointer: string;
  index: number;
  copy: Json;
}

export function duplicateItem(state: EditorState, { listPointer, index, copy }: DuplicateItemAction): EditorState {
  const doc = state.history.present;
  const list = getAt(doc, listPointer);
  if (!Array.isArray(list) || index < 0 || index >= list.length) return state;
  const [item] = withItemIds([copy], true) as Json[];
  const originalId = itemIdOf(list[index]);
  const copyId = itemIdOf(item);
  const unfold = originalId !== undefined && copyId !== undefined && state.ui.openItems.has(originalId);
  return {
    ...state,
    history: historyReducer(state.history, { kind: 'edit', doc: insertItem(doc, listPointer, index + 1, item!) }),
    ui: unfold ? { ...state.ui, openItems: new Set([...state.ui.openItems, copyId]) } : state.ui,
  };
}
