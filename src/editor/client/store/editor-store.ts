import { createContext, useContext, useSyncExternalStore } from 'react';
import { editorReducer, type EditorAction } from './editor-reducer';
import { initialEditorState, type EditorState } from './editor-state';

/**
 * The editor's one store: the reducer's state, and subscribers told after every change. Components
 * read the slice they need with useEditorState(selector) and re-render only when that slice changes,
 * so typing into one field re-renders that field, not the whole form.
 */
export interface EditorStore {
  getState(): EditorState;
  dispatch(action: EditorAction): void;
  subscribe(listener: () => void): () => void;
}

export function createEditorStore(initial: EditorState = initialEditorState()): EditorStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    dispatch(action) {
      const next = editorReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('Editor components render inside <EditorStoreContext.Provider>.');
  return store;
}

/** A slice of the state; the component re-renders when the selected value changes (by identity). */
export function useEditorState<T>(select: (state: EditorState) => T): T {
  const store = useEditorStore();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

export function useEditorDispatch(): EditorStore['dispatch'] {
  return useEditorStore().dispatch;
}
