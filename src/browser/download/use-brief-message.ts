import { useCallback, useEffect, useRef, useState } from 'react';

/** Long enough to read two sentences at a slow pace, short enough not to linger over the page. */
export const BRIEF_MESSAGE_MS = 8000;

export interface BriefMessage {
  /** The message on show, or null. */
  message: string | null;
  /** Shows `message` for `durationMs`, replacing (and restarting the time of) any message on show. */
  show: (message: string) => void;
}

/** A message that disappears by itself, e.g. the server's thank-you after a brochure download. */
export function useBriefMessage(durationMs = BRIEF_MESSAGE_MS): BriefMessage {
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(
    (next: string) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );

  return { message, show };
}
