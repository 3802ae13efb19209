import type { EditorState } from '../editor-state';

/** Folds or unfolds a block (by identity). */
export interface ToggleItemAction {
  type: 'toggleItem';
  id: string;
}

export function toggleItem(state: EditorState, { id }: ToggleItemAction): EditorState {
  const openItems = new Set(state.ui.openItems);
  if (!openItems.delete(id)) openItems.add(id);
  return { ...state, ui: { ...state.ui, openItems } };
}
