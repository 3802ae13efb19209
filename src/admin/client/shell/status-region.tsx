import { Paper, Text } from '@mantine/core';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const StatusContext = createContext<Announce>(() => undefined);

/** Says something in the app's status line (a polite live region, so screen readers read it too). */
export function useAnnounce(): Announce {
  return useContext(StatusContext);
}

export function StatusProvider({ children }: { children(region: ReactNode): ReactNode }) {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage(next), []);
  // The region is always in the page: a live region created together with its text is often not read.
  const region = useMemo(
    () => (
      <div role="status" aria-live="polite" data-testid="status-region">
        {message && (
          <Paper withBorder p="sm" mb="md" bg="green.0">
            <Text fw={600}>{message}</Text>
          </Paper>
        )}
      </div>
    ),
    [message],
  );
  return <StatusContext.Provider value={announce}>{children(region)}</StatusContext.Provider>;
}
