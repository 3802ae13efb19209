import { Box } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../api/admin-api-error';
import type { DraftView } from '../api/types';
import { ServerError } from '../common/ServerError';
import { draftTitle } from '../format/draft-status';
import { useAdmin } from '../shell/admin-context';
import { useAnnounce } from '../shell/status-region';
import { DraftRemoteNotice } from './DraftRemoteNotice';
import type { SaveKey } from './save-choice';

/**
 * The draft's remote problem where one draft is shown (its review), with the choice among its saves sent to the
 * server: a publisher looking at the draft on any server sees every save and may settle them there.
 */
export function DraftSavesChoice({ draft, onKept }: { draft: DraftView; onKept(): void }) {
  const { api } = useAdmin();
  const announce = useAnnounce();
  const [busy, setBusy] = useState<SaveKey | null>(null);
  const [error, setError] = useState<string>();
  if (!draft.remoteProblem) return null;

  async function keep(side: SaveKey) {
    setError(undefined);
    setBusy(side);
    try {
      await api.keepDraftVersion(draft.branch, side);
      announce(`“${draftTitle(draft)}” keeps the lines you chose; every other change of every save is in it.`);
      onKept();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Box mb="md">
      <DraftRemoteNotice problem={draft.remoteProblem} busy={busy} onKeep={keep} />
      <ServerError title="Keeping a save failed" message={error} />
    </Box>
  );
}
