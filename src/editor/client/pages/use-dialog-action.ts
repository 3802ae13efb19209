import { useRef, useState } from 'react';

export interface DialogActionOptions<T> {
  /** Closes the dialog; the caller also clears what was typed in it. Called on Cancel and after success. */
  onClose(): void;
  /** After the action succeeded and the dialog closed: the lists are read again, a file opens. */
  onDone(result: T): void;
}

export interface DialogAction<T> {
  /** The action is running: its button shows a spinner and a second submit does nothing. */
  busy: boolean;
  /** Why the last try failed, in the server's words; kept in the dialog until the next try or close. */
  error: string | undefined;
  /** The failure itself, for a dialog that shows more of it (the pages that link to a page). */
  failure: unknown;
  /** Runs the dialog's action once: the dialog closes when it succeeds, and stays open with the reason when not. */
  submit(action: () => Promise<T>): Promise<void>;
  /** Cancel, Escape or the close button: the reason shown is cleared with the dialog. */
  close(): void;
}

/** The submit logic every editor dialog that asks the server for a change shares. */
export function useDialogAction<T>({ onClose, onDone }: DialogActionOptions<T>): DialogAction<T> {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  // A ref, not the state: an Enter and a click before React renders again would both still see `busy` false.
  const running = useRef(false);
  const close = () => {
    setFailure(undefined);
    onClose();
  };
  const submit = async (action: () => Promise<T>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setFailure(undefined);
    try {
      const result = await action();
      close();
      onDone(result);
    } catch (caught) {
      setFailure(caught);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  const error = failure === undefined ? undefined : failure instanceof Error ? failure.message : String(failure);
  return { busy, error, failure, submit, close };
}
