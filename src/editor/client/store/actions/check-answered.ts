import type { Json } from '../../document/json-pointer';
import type { CheckResponse } from '../../server-api/types';
import type { EditorState } from '../editor-state';

/**
 * The server's check of `doc` answered. An answer about a document older than the present one is
 * dropped (a slow check never overwrites a newer one).
 */
export interface CheckAnsweredAction {
  type: 'checkAnswered';
  doc: Json;
  result?: CheckResponse;
  error?: string;
}

export function checkAnswered(state: EditorState, { doc, result, error }: CheckAnsweredAction): EditorState {
  if (doc !== state.history.present) return state;
  const check = result
    ? { checkedDoc: doc, result, answeredDoc: doc, error: undefined }
    : { ...state.check, answeredDoc: doc, error };
  return { ...state, check };
}
