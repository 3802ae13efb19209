import { useCallback, useReducer, useState } from 'react';
import { editorApi } from '../server-api/editor-api';
import type { FileResponse, Problem, SaveResult } from '../server-api/types';
import { historyReducer, startHistory } from './edit-history';
import type { Json } from './json-pointer';

export interface OpenDocument {
  file: string;
  /** The version (sha256 of the bytes) the author's edits are based on: what Save sends as baseVersion. */
  baseVersion: string;
  /** The data as last opened or saved: unsaved changes are differences from it. */
  savedData: Json;
  migratedFrom?: number;
}

/**
 * The open file, its edit history and saving. After a save the written version becomes the base;
 * a conflict or refusal leaves the author's edits in place.
 */
export function useEditorDocument() {
  const [open, setOpen] = useState<OpenDocument>();
  const [history, dispatch] = useReducer(historyReducer, startHistory(null));
  const [saving, setSaving] = useState(false);

  const load = useCallback((response: FileResponse) => {
    setOpen({
      file: response.file,
      baseVersion: response.version,
      savedData: response.data,
      migratedFrom: response.migratedFrom,
    });
    dispatch({ kind: 'reset', doc: response.data });
  }, []);

  const openFile = useCallback(async (file: string) => load(await editorApi.readFile(file)), [load]);

  const save = useCallback(async (): Promise<SaveResult | undefined> => {
    if (!open) return undefined;
    setSaving(true);
    try {
      const data = history.present;
      const result = await editorApi.save(open.file, data, open.baseVersion);
      if (result.kind === 'saved') {
        setOpen({ file: open.file, baseVersion: result.version, savedData: data });
      }
      return result;
    } finally {
      setSaving(false);
    }
  }, [open, history.present]);

  const dirty = open !== undefined && JSON.stringify(history.present) !== JSON.stringify(open.savedData);

  return {
    open,
    doc: history.present,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    dirty,
    saving,
    openFile,
    save,
    /** Replaces the open document by what the disk has now (after a conflict, by the author's choice). */
    load,
    edit: (doc: Json, mergeKey?: string) => dispatch({ kind: 'edit', doc, mergeKey }),
    undo: () => dispatch({ kind: 'undo' }),
    redo: () => dispatch({ kind: 'redo' }),
    close: () => setOpen(undefined),
    /** Bases the edits on a disk version the author has seen (the conflict dialog's "replace"). */
    rebase: (version: string) => setOpen((current) => current && { ...current, baseVersion: version }),
  };
}

export type EditorDocument = ReturnType<typeof useEditorDocument>;
export type { Problem };
