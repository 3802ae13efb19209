import { useEffect, useEffectEvent } from 'react';

/** What a key press means for the edit history, if anything. Ctrl on Windows/Linux, Cmd on a Mac. */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return undefined;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return undefined;
}

/**
 * Ctrl/Cmd+Z undoes, Shift+Ctrl/Cmd+Z and Ctrl+Y redo: the editor's history, also while typing
 * in a field (edits of one field are one step, see edit-history.ts).
 */
export function useUndoShortcuts(undo: () => void, redo: () => void) {
  const run = useEffectEvent((action: 'undo' | 'redo') => (action === 'undo' ? undo() : redo()));
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = shortcutOf(event);
      // A rich text field undid its own last step (a paste, a word): undoing the whole field's
      // typing as well would throw away what the author typed before it.
      if (!action || event.defaultPrevented) return;
      event.preventDefault();
      run(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** The browser asks before the tab closes or reloads while there are unsaved changes. */
export function useUnsavedChangesGuard(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only with a returnValue.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
