import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { SaveKey } from './save-choice';
import { useState } from 'react';
import { EDITOR_URL } from '../api/admin-addresses';
import { errorMessage } from '../api/admin-api-error';
import type { ConflictChoice, DraftView } from '../api/types';
import { ConfirmModal } from '../common/ConfirmModal';
import { ScreenHeading } from '../common/ScreenHeading';
import { ServerError } from '../common/ServerError';
import { useLoad } from '../common/use-load';
import { draftTitle } from '../format/draft-status';
import { useAdmin, useRoleAllows } from '../shell/admin-context';
import { useAnnounce } from '../shell/status-region';
import { DraftCard } from './DraftCard';

/** The user's drafts (a publisher's: everyone's), and what can be done with each. */
export function DraftsScreen() {
  const { api, navigate } = useAdmin();
  const isPublisher = useRoleAllows('publisher');
  const announce = useAnnounce();
  const drafts = useLoad(() => Promise.all([api.drafts(), api.currentDraft()]));
  const [error, setError] = useState<{ title: string; message: string }>();
  const [busy, setBusy] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<DraftView>();

  /** Runs one action at a time; its failure stays on screen in the server's words. */
  async function act(title: string, key: string, work: () => Promise<void>) {
    setError(undefined);
    setBusy(key);
    try {
      await work();
    } catch (caught) {
      setError({ title, message: errorMessage(caught) });
    } finally {
      setBusy(null);
    }
  }

  const openInEditor = (branch: string | null) =>
    act(branch ? 'Opening the draft failed' : 'Starting a new draft failed', `open:${branch}`, async () => {
      await api.setCurrentDraft(branch);
      navigate(EDITOR_URL);
    });

  const submit = (draft: DraftView) =>
    act('Submitting failed', `submit:${draft.branch}`, async () => {
      await api.submit(draft.branch);
      announce(`“${draftTitle(draft)}” is waiting for review.`);
      drafts.reload();
    });

  const keepVersion = (draft: DraftView, side: SaveKey) =>
    act('Keeping a save failed', `keep-${side}:${draft.branch}`, async () => {
      await api.keepDraftVersion(draft.branch, side);
      announce(`“${draftTitle(draft)}” keeps the lines you chose; every other change of every save is in it.`);
      drafts.reload();
    });

  const resolveConflict = (draft: DraftView, keep: ConflictChoice) =>
    act('Bringing the draft up to date failed', `resolve-${keep}:${draft.branch}`, async () => {
      await api.resolveConflict(draft.branch, keep);
      announce(
        keep === 'mine'
          ? `“${draftTitle(draft)}” is up to date with the published pages and keeps your lines.`
          : `“${draftTitle(draft)}” is up to date with the published pages and has their lines.`,
      );
      drafts.reload();
    });

  const discard = (draft: DraftView) =>
    act('Discarding failed', `discard:${draft.branch}`, async () => {
      await api.discard(draft.branch);
      setDiscarding(undefined);
      announce(`Discarded “${draftTitle(draft)}”.`);
      drafts.reload();
    });

  const [list, current] = drafts.data ?? [];
  return (
    <>
      <ScreenHeading
        intro={
          isPublisher
            ? 'Every author’s drafts. Changes in a draft are not on the public site until a publisher publishes them.'
            : 'Your drafts. Changes in a draft are not on the public site until a publisher publishes them.'
        }
      >
        Drafts
      </ScreenHeading>
      <Group mb="lg">
        <Button onClick={() => openInEditor(null)} loading={busy === 'open:null'}>
          Start a new draft
        </Button>
        <Text size="sm" c="dimmed">
          Opens the editor on the published pages; your first save starts the draft.
        </Text>
      </Group>
      <ServerError title={error?.title ?? ''} message={error?.message} />
      <ServerError title="The drafts could not be loaded" message={drafts.error} />
      {!list && !drafts.error && <Loader aria-label="Loading the drafts" />}
      {list && list.length === 0 && (
        <Alert color="gray" title="No drafts yet">
          Start a new draft to change the site.
        </Alert>
      )}
      <Stack>
        {list?.map((draft) => (
          <DraftCard
            key={draft.branch}
            draft={draft}
            isCurrent={current?.branch === draft.branch}
            showAuthor={isPublisher}
            busy={busy}
            onOpen={() => openInEditor(draft.branch)}
            onSubmit={() => submit(draft)}
            onDiscard={() => setDiscarding(draft)}
            onKeepVersion={(side) => keepVersion(draft, side)}
            onResolveConflict={(keep) => resolveConflict(draft, keep)}
          />
        ))}
      </Stack>
      <ConfirmModal
        opened={discarding !== undefined}
        title="Discard this draft?"
        confirmLabel="Discard draft"
        danger
        busy={busy?.startsWith('discard:')}
        onConfirm={() => discarding && discard(discarding)}
        onCancel={() => setDiscarding(undefined)}
      >
        “{discarding && draftTitle(discarding)}” and every change saved in it are deleted. The public site does not
        change. This cannot be undone.
      </ConfirmModal>
    </>
  );
}
