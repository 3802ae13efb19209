import { useEffect } from 'react';
import { stripItemIds } from '../document/item-ids';
import { editorApi } from '../server-api/editor-api';
import { useEditorDispatch, useEditorState } from '../store/editor-store';
import { selectDoc, selectFile } from '../store/selectors';

/**
 * Typing pauses this long before the server validates. The preview does not wait for it (text edits
 * reach it at once, see preview/preview-overlay.ts); the check is what Save and the problem list need.
 */
export const CHECK_DELAY_MS = 250;

/**
 * Validates the document on the server (the same checks as `npm run validate`, without editor
 * identities) once typing pauses, off the main thread; the answer goes into the store, which drops
 * answers about older documents. Call it from a component that renders nothing else: it re-renders
 * on every edit.
 */
export function useLiveCheck(): void {
  const file = useEditorState(selectFile);
  const doc = useEditorState(selectDoc);
  const dispatch = useEditorDispatch();
  useEffect(() => {
    if (!file) return undefined;
    const timer = setTimeout(() => {
      editorApi.check(file, stripItemIds(doc)).then(
        (result) => dispatch({ type: 'checkAnswered', doc, result }),
        (error: unknown) => dispatch({ type: 'checkAnswered', doc, error: String(error) }),
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, doc, dispatch]);
}
