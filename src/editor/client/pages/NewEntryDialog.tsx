import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { collectionNamed } from '../../../collections/collections';
import { slugOfTitle, typedAddressHint } from '../../shared/entry-slug';
import { editorApi } from '../server-api/editor-api';
import type { CollectionListing } from '../server-api/types';

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
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!collection) return null;
  const what = collection.entryTitle.toLowerCase();
  const slug = slugOfTitle(title);
  const close = () => {
    setTitle('');
    setError(undefined);
    onClose();
  };
  const create = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const { file } = await editorApi.createEntry(collection.name, title);
      close();
      onCreated(file);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={close} title={`New ${what}`}>
      <form onSubmit={(event) => (event.preventDefault(), void create())}>
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
          {error && (
            <Alert color="red" title="Not created" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create {what}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
