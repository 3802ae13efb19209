import { checkAnswered, type CheckAnsweredAction } from './actions/check-answered';
import { duplicateItem, type DuplicateItemAction } from './actions/duplicate-item';
import { insertItem, type InsertItemAction } from './actions/insert-item';
import { loadDocument, type LoadDocumentAction } from './actions/load-document';
import { moveItem, type MoveItemAction } from './actions/move-item';
import { removeItem, type RemoveItemAction } from './actions/remove-item';
import { revealItem, type RevealItemAction } from './actions/reveal-item';
import { saved, type SavedAction } from './actions/saved';
import { setLists, type SetListsAction } from './actions/set-lists';
import { setUi, type SetUiAction } from './actions/set-ui';
import { setValue, type SetValueAction } from './actions/set-value';
import { toggleItem, type ToggleItemAction } from './actions/toggle-item';
import { undoRedo, type UndoRedoAction } from './actions/undo-redo';
import type { EditorState } from './editor-state';

export type EditorAction =
  | LoadDocumentAction
  | SetValueAction
  | InsertItemAction
  | DuplicateItemAction
  | MoveItemAction
  | RemoveItemAction
  | UndoRedoAction
  | ToggleItemAction
  | RevealItemAction
  | SetUiAction
  | SetListsAction
  | SavedAction
  | CheckAnsweredAction;

/** Every change of the editor's state, one file per action in actions/ (Puck's reducer/actions). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loadDocument':
      return loadDocument(state, action);
    case 'setValue':
      return setValue(state, action);
    case 'insertItem':
      return insertItem(state, action);
    case 'duplicateItem':
      return duplicateItem(state, action);
    case 'moveItem':
      return moveItem(state, action);
    case 'removeItem':
      return removeItem(state, action);
    case 'undo':
    case 'redo':
      return undoRedo(state, action);
    case 'toggleItem':
      return toggleItem(state, action);
    case 'revealItem':
      return revealItem(state, action);
    case 'setUi':
      return setUi(state, action);
    case 'setLists':
      return setLists(state, action);
    case 'saved':
      return saved(state, action);
    case 'checkAnswered':
      return checkAnswered(state, action);
  }
}
