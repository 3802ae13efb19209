import { ITEM_ID_KEY } from '../document/item-ids';
import type { Json } from '../document/json-pointer';
import type { EditorState } from './editor-state';

export const selectDoc = (state: EditorState): Json => state.history.present;
export const selectFile = (state: EditorState): string => state.open?.file ?? '';
export const selectIsSite = (state: EditorState): boolean =>
  state.open !== undefined && state.open.file === state.lists.listing?.site.file;

/** JSON text of a document without editor identities, remembered per document object. */
const textOf = new WeakMap<object, string>();
function storedText(doc: Json): string {
  if (doc === null || typeof doc !== 'object') return JSON.stringify(doc);
  let text = textOf.get(doc);
  if (text === undefined) {
    text = JSON.stringify(doc, (key, value: unknown) => (key === ITEM_ID_KEY ? undefined : value));
    textOf.set(doc, text);
  }
  return text;
}

/** Unsaved changes: the document differs from what was opened or last saved (identities aside). */
export function selectDirty(state: EditorState): boolean {
  return state.open !== undefined && storedText(state.history.present) !== storedText(state.open.savedData);
}

/** True from an edit until the check of that very document has answered: Save waits for it. */
export const selectCheckPending = (state: EditorState): boolean => state.check.answeredDoc !== state.history.present;
