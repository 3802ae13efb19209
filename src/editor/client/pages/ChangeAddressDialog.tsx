import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { collectionFileParts } from '../../../collections/collections';
import { slugOfTitle, typedAddressHint } from '../../shared/entry-slug';
import { editorApi } from '../server-api/editor-api';
import type { CollectionEntryListing } from '../server-api/types';
import { DialogFooter } from './DialogFooter';
import { useDialogAction } from './use-dialog-action';

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
  const action = useDialogAction<string>({
    onClose: () => {
      setTyped('');
      onClose();
    },
    onDone: onChanged,
  });
  const parts = entry && collectionFileParts(entry.file);
  if (!entry || !parts) return null;
  const { collection } = parts;
  const slug = slugOfTitle(typed);
  const addressOf = (of: string) => collection.detailRoute?.(of) ?? `${collection.folder}${of}.json`;
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={action.close}
      title={`Change address of ${entry.title}`}
    >
      <form
        onSubmit={(event) => (
          event.preventDefault(),
          void action.submit(async () => (await editorApi.renameEntry(entry.file, typed)).file)
        )}
      >
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
          {action.error && (
            <Alert color="red" title="Not changed" role="alert">
              {action.error}
            </Alert>
          )}
          <DialogFooter label="Change address" busy={action.busy} onCancel={action.close} />
        </Stack>
      </form>
    </Modal>
  );
}
