import { Alert, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { collectionNamed } from '../../../collections/collections';
import { slugOfTitle, typedAddressHint } from '../../shared/entry-slug';
import { editorApi } from '../server-api/editor-api';
import type { CollectionListing } from '../server-api/types';
import { DialogFooter } from './DialogFooter';
import { useDialogAction } from './use-dialog-action';

export interface NewEntryDialogProps {
  collection: CollectionListing | undefined;
  onClose(): void;
  /** After the entry is created: the lists are read again and the new file opens. */
  onCreated(file: string): void;
}

/** Where the entry will be, as the author reads it while typing the title. */
function addressOf(collection: CollectionListing, slug: string): string {
  const definition = collectionNamed(collection.name);
  return definition?.detailRoute?.(slug) ?? `content/${collection.name}/${slug}.json`;
}

/** "New blog post": asks for the title; the server makes the address from it and refuses one taken. */
export function NewEntryDialog({ collection, onClose, onCreated }: NewEntryDialogProps) {
  const [title, setTitle] = useState('');
  const action = useDialogAction<string>({
    onClose: () => {
      setTitle('');
      onClose();
    },
    onDone: onCreated,
  });
  if (!collection) return null;
  const what = collection.entryTitle.toLowerCase();
  const slug = slugOfTitle(title);
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={action.close} title={`New ${what}`}>
      <form
        onSubmit={(event) => (
          event.preventDefault(),
          void action.submit(async () => (await editorApi.createEntry(collection.name, title)).file)
        )}
      >
        <Stack>
          <TextInput
            label="Title"
            description={`The ${what}'s address is made from it and stays when the title changes later.`}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            required
            data-autofocus
          />
          <Text size="sm" c="dimmed" aria-live="polite">
            {slug === ''
              ? typedAddressHint(title, what, 'title', 'Type a title to see the address.')
              : `Address: ${addressOf(collection, slug)}`}
          </Text>
          {action.error && (
            <Alert color="red" title="Not created" role="alert">
              {action.error}
            </Alert>
          )}
          <DialogFooter label={`Create ${what}`} busy={action.busy} onCancel={action.close} />
        </Stack>
      </form>
    </Modal>
  );
}
