import { Alert, Stack } from '@mantine/core';
import { memo, useCallback, useMemo } from 'react';
import { blockCardId } from '../form/BlockListField';
import { fieldId, FormContext, type FormContextValue } from '../form/form-context';
import { ObjectProperties } from '../form/ObjectField';
import { memoField } from '../form/same-field-props';
import { SchemaField } from '../form/SchemaField';
import { fieldTitle, type DocumentRoot, type SchemaLayer } from '../../../schema';
import { editorRootOf } from '../schema/editor-root';
import type { SchemaRegistry } from '../schema/schema-registry';
import type { Problem } from '../server-api/types';
import { useEditorCommands } from '../store/editor-commands';
import { useEditorDispatch, useEditorState, useEditorStore } from '../store/editor-store';
import { selectDoc, selectFile, selectIsSite } from '../store/selectors';
import { blockIndexOf, pointerAncestors, problemsByPointer } from '../validation/problem-index';
import { ProblemList } from '../validation/ProblemList';
import { itemIdOf } from './item-ids';
import { getAt } from './json-pointer';

/** Fields re-render only when their own value or schema changes (see same-field-props.ts). */
const MemoSchemaField = memoField(SchemaField);
const MemoProblemList = memo(ProblemList);

/** Focuses the field a pointer names, or the nearest parent that has one (a missing field's object). */
function focusField(pointer: string) {
  for (const candidate of pointerAncestors(pointer)) {
    const element = document.getElementById(fieldId(candidate));
    if (element) {
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      return;
    }
  }
}

/** The title of the open document, for the form's accessible name. */
function useDocumentTitle(): string {
  const isSite = useEditorState(selectIsSite);
  const title = useEditorState(
    (state) => getAt(state.history.present, '/title') ?? getAt(state.history.present, '/headline'),
  );
  const route = useEditorState(
    (state) => state.lists.listing?.pages.find((page) => page.file === state.open?.file)?.route ?? state.open?.file,
  );
  return isSite ? 'Site settings' : String(title ?? route ?? '/');
}

/** The root of the generated form: the only part that reads the whole document. */
function DocumentFields({ registry }: { registry: SchemaRegistry }) {
  const doc = useEditorState(selectDoc);
  const isSite = useEditorState(selectIsSite);
  const file = useEditorState(selectFile);
  const root = useMemo(() => registry.root(editorRootOf(file, isSite)), [registry, file, isSite]);
  return <ObjectProperties pointer="" resolved={root} value={doc} />;
}

/**
 * The form of the open file with its messages and problem list. The context it gives the fields
 * stays the same object while the author types: it changes with a check's answer or a list read again.
 */
export function DocumentForm({ registry, layer }: { registry: SchemaRegistry; layer: SchemaLayer }) {
  const store = useEditorStore();
  const dispatch = useEditorDispatch();
  const commands = useEditorCommands();
  const file = useEditorState(selectFile);
  const isOpen = useEditorState((state) => state.open !== undefined);
  const migratedFrom = useEditorState((state) => state.open?.migratedFrom);
  const message = useEditorState((state) => state.ui.message);
  const saveProblems = useEditorState((state) => state.ui.saveProblems);
  const checkError = useEditorState((state) =>
    state.check.answeredDoc === state.history.present ? state.check.error : undefined,
  );
  const result = useEditorState((state) => state.check.result);
  const isSite = useEditorState(selectIsSite);
  const { routes, images, siteReferences } = useEditorState((state) => state.lists);
  const title = useDocumentTitle();
  const root = editorRootOf(file, isSite);
  const problems = useMemo(() => result?.problems ?? [], [result]);
  const problemMap = useMemo(() => problemsByPointer(problems, file), [problems, file]);

  const context = useMemo<FormContextValue>(
    () => ({
      registry,
      layer,
      root,
      Field: MemoSchemaField,
      change: (pointer, value, mergeKey) => dispatch({ type: 'setValue', pointer, value, mergeKey }),
      problems: problemMap,
      routes,
      images,
      refreshImages: commands.refreshImages,
      processed: isSite ? result?.preview.site : result?.preview.page,
      siteReferences,
    }),
    [registry, layer, root, dispatch, problemMap, routes, images, commands, isSite, result, siteReferences],
  );

  // Reads the document when a problem is drawn, so typing does not redraw the list (its memo holds).
  const titleOf = useCallback(
    // The registry walks from every root the editor opens, an entry's included.
    (pointer: string) => fieldTitle(registry, root as DocumentRoot, store.getState().history.present, pointer),
    [registry, root, store],
  );

  const jumpToProblem = useCallback(
    (problem: Problem) => {
      const index = blockIndexOf(problem.pointer);
      const id =
        index === undefined ? undefined : itemIdOf(getAt(store.getState().history.present, `/blocks/${index}`));
      if (id) dispatch({ type: 'revealItem', id });
      // Unfolding the block renders its fields; focus them once React has committed that render.
      setTimeout(() => focusField(problem.pointer), 0);
    },
    [store, dispatch],
  );

  return (
    <Stack gap="md" component="form" aria-label={`Fields of ${title}`} onSubmit={(event) => event.preventDefault()}>
      {migratedFrom !== undefined && (
        <Alert color="blue" title="Updated to the current schema">
          This file was written for schema version {migratedFrom}. It was migrated when opened and will be saved at the
          current version.
        </Alert>
      )}
      {message && (
        <Alert
          color={message.startsWith('Saved') ? 'teal' : 'red'}
          role="status"
          withCloseButton
          onClose={() => dispatch({ type: 'setUi', ui: { message: undefined } })}
        >
          {message}
        </Alert>
      )}
      {checkError && (
        <Alert color="red" title="The page could not be checked" role="alert">
          {checkError} Saving still refuses a page with errors.
        </Alert>
      )}
      <MemoProblemList problems={saveProblems ?? problems} file={file} onJump={jumpToProblem} titleOf={titleOf} />
      {isOpen && (
        <FormContext.Provider value={context}>
          <DocumentFields registry={registry} />
        </FormContext.Provider>
      )}
    </Stack>
  );
}

/** Unfolds and selects a block the author clicked in the preview, and brings its card into view. */
export function useSelectBlockFromPreview() {
  const store = useEditorStore();
  return useCallback(
    (index: number, id?: string) => {
      const itemId = id ?? itemIdOf(getAt(store.getState().history.present, `/blocks/${index}`));
      if (!itemId) return;
      store.dispatch({ type: 'revealItem', id: itemId });
      const card =
        document.querySelector<HTMLElement>(`[data-item-id="${CSS.escape(itemId)}"]`) ??
        document.getElementById(blockCardId(index));
      card?.scrollIntoView({ block: 'start' });
      card?.querySelector<HTMLElement>('button[aria-controls$="-fields"]')?.focus({ preventScroll: true });
    },
    [store],
  );
}
