import type { EditorState } from '../editor-state';

/** Unfolds and selects a block: a click on it in the preview, or a jump to one of its problems. */
export interface RevealItemAction {
  type: 'revealItem';
  id: string;
}

export function revealItem(state: EditorState, { id }: RevealItemAction): EditorState {
  return { ...state, ui: { ...state.ui, openItems: new Set([...state.ui.openItems, id]), selectedItem: id } };
}
