import type { EditorState, UiState } from '../editor-state';

/** Dialogs, messages and the saving flag (Puck's setUi). */
export interface SetUiAction {
  type: 'setUi';
  ui: Partial<UiState>;
}

export function setUi(state: EditorState, { ui }: SetUiAction): EditorState {
  return { ...state, ui: { ...state.ui, ...ui } };
}
