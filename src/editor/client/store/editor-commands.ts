import { useMemo } from 'react';
import { stripItemIds } from '../document/item-ids';
import { editorApi } from '../server-api/editor-api';
import type { ImageInfo } from '../server-api/types';
import { useEditorStore, type EditorStore } from './editor-store';

/** What talks to the server: each answer goes into the store as an action. */
export function createEditorCommands(store: EditorStore) {
  const { dispatch, getState } = store;
  const fail = (error: unknown) => dispatch({ type: 'setUi', ui: { message: String(error) } });

  const commands = {
    async openFile(file: string) {
      const response = await editorApi.readFile(file);
      dispatch({ type: 'loadDocument', response });
      const url = new URL(window.location.href);
      url.searchParams.set('file', file);
      window.history.replaceState(null, '', url);
    },

    /** Pages, collections, routes and site references (after a save or a page or entry created, moved or deleted). */
    async refreshLists() {
      const [listing, collections, routes, siteReferences] = await Promise.all([
        editorApi.pages(),
        editorApi.collections(),
        editorApi.routes(),
        editorApi.siteReferences(),
      ]);
      dispatch({ type: 'setLists', lists: { listing, collections, routes, siteReferences } });
    },

    /** public/images/ read again (after an upload). */
    async refreshImages(): Promise<readonly ImageInfo[]> {
      const images = await editorApi.images();
      dispatch({ type: 'setLists', lists: { images } });
      return images;
    },

    /** The first load: the file in the address and every list, at once. */
    start(file: string) {
      commands.refreshLists().catch(fail);
      commands.refreshImages().catch(fail);
      commands.openFile(file).catch(fail);
    },

    /** Sends the document without editor identities; after a save the written version becomes the base. */
    async save() {
      const { open, history } = getState();
      if (!open) return;
      const data = stripItemIds(history.present);
      dispatch({ type: 'setUi', ui: { saving: true } });
      try {
        const result = await editorApi.save(open.file, data, open.baseVersion);
        if (result.kind === 'saved') {
          dispatch({ type: 'saved', version: result.version, data });
          dispatch({ type: 'setUi', ui: { saveProblems: undefined, message: `Saved ${open.file}.` } });
          commands.refreshLists().catch(fail);
        } else if (result.kind === 'conflict') dispatch({ type: 'setUi', ui: { conflict: result } });
        else if (result.kind === 'invalid') dispatch({ type: 'setUi', ui: { saveProblems: result.problems } });
        else dispatch({ type: 'setUi', ui: { message: result.message } });
      } catch (error) {
        fail(error);
      } finally {
        dispatch({ type: 'setUi', ui: { saving: false } });
      }
    },

    /** Another file, asking first when there are unsaved changes. */
    askToOpen(file: string, dirty: boolean) {
      if (file === getState().open?.file) return;
      if (dirty) dispatch({ type: 'setUi', ui: { pendingSwitch: file } });
      else commands.openFile(file).catch(fail);
    },
    fail,
  };
  return commands;
}

export type EditorCommands = ReturnType<typeof createEditorCommands>;

export function useEditorCommands(): EditorCommands {
  const store = useEditorStore();
  return useMemo(() => createEditorCommands(store), [store]);
}
