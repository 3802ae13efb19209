import { startHistory } from '../../document/edit-history';
import { withItemIds } from '../../document/item-ids';
import type { FileResponse } from '../../server-api/types';
import { emptyUi, noCheck, type EditorState } from '../editor-state';

/** A file opened (or reloaded from disk): its data gets item identities, history and folds start over. */
export interface LoadDocumentAction {
  type: 'loadDocument';
  response: FileResponse;
}

export function loadDocument(state: EditorState, { response }: LoadDocumentAction): EditorState {
  return {
    ...state,
    open: {
      file: response.file,
      baseVersion: response.version,
      savedData: response.data,
      migratedFrom: response.migratedFrom,
    },
    history: startHistory(withItemIds(response.data)),
    ui: emptyUi,
    check: noCheck,
  };
}
