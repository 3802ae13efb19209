import { useDeferredValue, useMemo } from 'react';
import type { Json } from '../document/json-pointer';
import { useEditorState } from '../store/editor-store';
import { selectDoc, selectIsSite } from '../store/selectors';
import { entryRootOf } from '../schema/editor-root';
import { EntryPreviewPane } from './EntryPreviewPane';
import { PreviewFrame } from './PreviewFrame';
import { overlayPreview, withItemIdsOf } from './preview-overlay';
import { resolveReferences } from './resolve-references';
import { isRichTextAt } from './rich-text-at';

/**
 * The preview of the document being edited: the last check's preview (images and defaults from the
 * server) with the edits made since applied at once (preview-overlay.ts), so typing shows in the
 * preview without waiting for the server. A collection entry is previewed as its page and its list.
 */
export function PreviewPane({ onSelectBlock }: { onSelectBlock(index: number, id?: string): void }) {
  // The preview is redrawn after the keystroke's own frame is painted, never in its way.
  const doc = useDeferredValue(useEditorState(selectDoc));
  const isSite = useEditorState(selectIsSite);
  const checkedDoc = useEditorState((state) => state.check.checkedDoc);
  const preview = useEditorState((state) => state.check.result?.preview);
  const siteReferences = useEditorState((state) => state.lists.siteReferences);
  const isEntry = useEditorState((state) => state.open !== undefined && entryRootOf(state.open.file) !== undefined);
  const route = useEditorState(
    (state) => state.lists.listing?.pages.find((page) => page.file === state.open?.file)?.route ?? '/',
  );

  const text = useMemo(
    () => (root: 'page' | 'site', current: Json) => (value: string, pointer: string) =>
      resolveReferences(value, siteReferences, value.includes('{{') && isRichTextAt(root, current, pointer)) as string,
    [siteReferences],
  );
  // Once per check answer: the server's preview with the editor identities of its list items.
  const shown = useMemo(() => {
    if (!preview || checkedDoc === undefined) return undefined;
    return isSite
      ? { page: null, site: withItemIdsOf(preview.site, checkedDoc) }
      : { page: preview.page && withItemIdsOf(preview.page, checkedDoc), site: preview.site };
  }, [preview, checkedDoc, isSite]);
  // On every edit: only the parts the edit changed are new.
  const site = useMemo(
    () => shown && (isSite ? overlayPreview(shown.site, checkedDoc!, doc, text('site', doc)) : shown.site),
    [shown, isSite, checkedDoc, doc, text],
  );
  const page = useMemo(
    () => (shown?.page ? overlayPreview(shown.page, checkedDoc!, doc, text('page', doc)) : null),
    [shown, checkedDoc, doc, text],
  );

  if (isEntry) return <EntryPreviewPane preview={preview?.entry} site={preview?.site} />;
  return <PreviewFrame route={route} page={page as Json | null} site={site} onSelectBlock={onSelectBlock} />;
}
