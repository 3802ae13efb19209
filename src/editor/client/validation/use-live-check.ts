import { useEffect, useRef, useState } from 'react';
import { editorApi } from '../server-api/editor-api';
import type { CheckResponse } from '../server-api/types';
import type { Json } from '../document/json-pointer';

/** Typing pauses this long before the server validates and the preview redraws. */
export const CHECK_DELAY_MS = 200;

export interface LiveCheck {
  result: CheckResponse | undefined;
  /** True from an edit until the check of that very document has answered: Save waits for it. */
  pending: boolean;
  error: string | undefined;
}

interface Answer {
  /** The document (by identity: edits make new ones) the answer is about. */
  doc: Json;
  result?: CheckResponse;
  error?: string;
}

/**
 * Validates the document on the server (the same checks as `npm run validate`) shortly after every
 * edit. Answers about older documents are dropped, so a slow check never overwrites a newer one.
 */
export function useLiveCheck(file: string | undefined, doc: Json): LiveCheck {
  const [answer, setAnswer] = useState<Answer>();
  const [shown, setShown] = useState<CheckResponse>();
  const latest = useRef<Json>(doc);
  useEffect(() => {
    latest.current = doc;
    if (!file) return undefined;
    const timer = setTimeout(() => {
      editorApi.check(file, doc).then(
        (result) => {
          if (latest.current !== doc) return;
          setAnswer({ doc, result });
          setShown(result);
        },
        (error: unknown) => {
          if (latest.current === doc) setAnswer({ doc, error: String(error) });
        },
      );
    }, CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [file, doc]);
  return { result: shown, pending: answer?.doc !== doc, error: answer?.doc === doc ? answer.error : undefined };
}
