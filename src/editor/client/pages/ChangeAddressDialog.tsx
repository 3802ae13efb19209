import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { collectionFileParts } from '../../../collections/collections';
import { slugOfTitle, typedAddressHint } from '../../shared/entry-slug';
import { editorApi } from '../server-api/editor-api';
import type { CollectionEntryListing } from '../server-api/types';

export interface ChangeAddressDialogProps {
  entry: CollectionEntryListing | undefined;
  onClose(): void;
  /** After the change: the lists are read again and the renamed file opens. */
  onChanged(file: string): void;
}

/**
 * "Change address…" of a blog post or job opening: the server renames the file, rewrites links to
 * it and sends visitors of the old address to the new one, or refuses an address already taken.
 */
export function ChangeAddressDialog({ entry, onClose, onChanged }: ChangeAddressDialogProps) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const parts = entry && collectionFileParts(entry.file);
  if (!entry || !parts) return null;
  const { collection } = parts;
  const slug = slugOfTitle(typed);
  const addressOf = (of: string) => collection.detailRoute?.(of) ?? `${collection.folder}${of}.json`;
  const close = () => {
    setTyped('');
    setError(undefined);
    onClose();
  };
  const change = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { file } = await editorApi.renameEntry(entry.file, typed);
      close();
      onChanged(file);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={close}
      title={`Change address of ${entry.title}`}
    >
      <form onSubmit={(event) => (event.preventDefault(), void change())}>
        <Stack>
          <Text size="sm">Now: {addressOf(parts.slug)}</Text>
          <TextInput
            label="New address"
            description="Links to the old address follow; its visitors are sent to the new one."
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            required
            data-autofocus
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {slug === ''
              ? typedAddressHint(
                  typed,
                  collection.entryTitle.toLowerCase(),
                  'new address',
                  'Type words or a slug to see the address.',
                )
              : `Address: ${addressOf(slug)}`}
          </Text>
          {error && (
            <Alert color="red" title="Not changed" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Change address
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
