import { useCallback, useRef, useState } from 'react';
import type { Lead } from '../../generated/schema-types';
import { submitLead, type LeadReply } from './submit-lead';

export interface LeadSubmission {
  /** True from the click until the server has answered; disable the submit button meanwhile. */
  sending: boolean;
  /** True after the last attempt failed (network error or non-2xx); cleared by the next attempt. */
  failed: boolean;
  /** Sends the lead. Resolves with the server's reply, or null on failure or while one is in flight. */
  submit: (body: Lead) => Promise<LeadReply | null>;
  /** Forget a failure, e.g. when the form is closed. */
  clearFailure: () => void;
}

/**
 * Posts leads to `url` one at a time. A second submit while one is in flight is ignored (a ref,
 * not state, so two clicks in the same frame cannot both pass). Failures are logged with
 * `failureLog` (the spec's wording) and reported through `failed` so the form can tell the visitor.
 */
export function useLeadSubmission(url: string, failureLog: string): LeadSubmission {
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (body: Lead) => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setSending(true);
      setFailed(false);
      try {
        return await submitLead(url, body);
      } catch (error) {
        console.error(failureLog, error);
        setFailed(true);
        return null;
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    [url, failureLog],
  );

  const clearFailure = useCallback(() => setFailed(false), []);
  return { sending, failed, submit, clearFailure };
}
