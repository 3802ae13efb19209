import { Alert, Button, Group, List, Modal, Select, Stack, Text, TextInput, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { ApiError, editorApi } from '../server-api/editor-api';
import type { PageListing } from '../server-api/types';

const TEMPLATES = [
  { value: 'product', label: 'Product' },
  { value: 'solution', label: 'Solution' },
  { value: 'plain', label: 'Plain page' },
];

export type PageDialog =
  | { kind: 'create' }
  | { kind: 'duplicate'; page: PageListing }
  | { kind: 'move'; page: PageListing }
  | { kind: 'delete'; page: PageListing };

export interface PageDialogsProps {
  dialog: PageDialog | undefined;
  onClose(): void;
  /** After a change: the list is reloaded and, if given, that file opens. */
  onDone(openFile?: string): void;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Create, duplicate, move and delete, each showing the server's own refusal (the same checks as the CLIs). */
export function PageDialogs({ dialog, onClose, onDone }: PageDialogsProps) {
  const [route, setRoute] = useState('');
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState<string | null>('product');
  const [error, setError] = useState<string>();
  const [linkedFrom, setLinkedFrom] = useState<{ file: string; route: string }[]>();
  const [busy, setBusy] = useState(false);

  const close = () => {
    setRoute('');
    setTitle('');
    setError(undefined);
    setLinkedFrom(undefined);
    onClose();
  };
  const run = async (action: () => Promise<string | undefined>) => {
    setBusy(true);
    setError(undefined);
    try {
      const file = await action();
      close();
      onDone(file);
    } catch (caught) {
      if (caught instanceof ApiError && Array.isArray(caught.body.linkedFrom)) {
        setLinkedFrom(caught.body.linkedFrom as { file: string; route: string }[]);
      }
      setError(errorText(caught));
    } finally {
      setBusy(false);
    }
  };

  if (!dialog) return null;
  const routeInput = (
    <TextInput
      label="Route"
      description="The page's address, such as /product/new-gripper. It names the file in pages/."
      value={route}
      onChange={(event) => setRoute(event.currentTarget.value)}
      required
      data-autofocus
    />
  );
  /** Cancel, and the dialog's own action (a submit button unless it has its own click). */
  const actions = (label: string, action: Omit<ButtonProps, 'children'> & { onClick?: () => void } = {}) => (
    <Group justify="flex-end">
      <Button variant="default" onClick={close}>
        Cancel
      </Button>
      <Button type={action.onClick ? 'button' : 'submit'} loading={busy} {...action}>
        {label}
      </Button>
    </Group>
  );
  const problem = error && (
    <Alert color="red" title="Not done" role="alert">
      {error}
      {linkedFrom && linkedFrom.length > 0 && (
        <>
          <Text size="sm" mt="xs">
            These pages link to it; change their links first:
          </Text>
          <List size="sm">
            {linkedFrom.map((page) => (
              <List.Item key={page.file}>
                {page.route} ({page.file})
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );

  if (dialog.kind === 'create') {
    return (
      <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={close} title="New page">
        <form
          onSubmit={(event) => (
            event.preventDefault(),
            void run(async () => (await editorApi.createPage(route, template ?? 'plain', title)).file)
          )}
        >
          <Stack>
            <Select label="Template" data={TEMPLATES} value={template} onChange={setTemplate} allowDeselect={false} />
            {routeInput}
            <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
            {problem}
            {actions('Create page')}
          </Stack>
        </form>
      </Modal>
    );
  }
  if (dialog.kind === 'delete') {
    return (
      <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={close} title={`Delete ${dialog.page.route}?`}>
        <Stack>
          <Text>The file {dialog.page.file} is removed. Pages that link to it keep it from being deleted.</Text>
          {problem}
          {actions(dialog.page.file.startsWith('content/') ? 'Delete entry' : 'Delete page', {
            color: 'red',
            onClick: () => void run(async () => (await editorApi.deleteFile(dialog.page.file), undefined)),
          })}
        </Stack>
      </Modal>
    );
  }
  const moving = dialog.kind === 'move';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={close}
      title={moving ? `Move ${dialog.page.route}` : `Duplicate ${dialog.page.route}`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () =>
            moving
              ? (await editorApi.movePage(dialog.page.file, route)).file
              : (await editorApi.duplicatePage(dialog.page.file, route)).file,
          );
        }}
      >
        <Stack>
          {moving && <Text size="sm">Every internal link to {dialog.page.route} is changed to the new route.</Text>}
          {routeInput}
          {problem}
          {actions(moving ? 'Move page' : 'Duplicate page')}
        </Stack>
      </form>
    </Modal>
  );
}
