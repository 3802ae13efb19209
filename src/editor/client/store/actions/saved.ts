import type { Json } from '../../document/json-pointer';
import type { EditorState } from '../editor-state';

/**
 * The server wrote the file: the written version becomes the base and `data` (as sent, without
 * identities) what "unsaved changes" compares with. `rebase` alone: the conflict dialog's "replace".
 */
export interface SavedAction {
  type: 'saved';
  version: string;
  data?: Json;
}

export function saved(state: EditorState, { version, data }: SavedAction): EditorState {
  if (!state.open) return state;
  const open =
    data === undefined
      ? { ...state.open, baseVersion: version }
      : { file: state.open.file, baseVersion: version, savedData: data };
  return { ...state, open };
}
