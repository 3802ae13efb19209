import { Alert, List, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError, editorApi } from '../server-api/editor-api';
import type { PageListing } from '../server-api/types';
import { DeleteRedirectField, HOME_ROUTE, redirectChoices } from './DeleteRedirectField';
import { DialogFooter } from './DialogFooter';
import { useDialogAction } from './use-dialog-action';

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
  /** The site's pages: where a deleted page's visitors may be sent. */
  pages: readonly PageListing[];
  onClose(): void;
  /** After a change: the list is reloaded and, if given, that file opens. */
  onDone(openFile?: string): void;
}

/** The pages a refused deletion names: they link to the page and must change their links first. */
function linkingPages(failure: unknown): { file: string; route: string }[] {
  if (!(failure instanceof ApiError) || !Array.isArray(failure.body.linkedFrom)) return [];
  return failure.body.linkedFrom as { file: string; route: string }[];
}

/** Create, duplicate, move and delete, each showing the server's own refusal (the same checks as the CLIs). */
export function PageDialogs({ dialog, pages, onClose, onDone }: PageDialogsProps) {
  const [route, setRoute] = useState('');
  // null: the dialog's default, the home page when it is one of the choices (the server's own default).
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [template, setTemplate] = useState<string | null>('product');
  const action = useDialogAction<string | undefined>({
    onClose: () => {
      setRoute('');
      setTitle('');
      setRedirectTo(null);
      onClose();
    },
    onDone,
  });

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
  // A page at an address the site keeps: why it must go, and what deleting or moving it does to that address.
  const reserved = dialog.kind !== 'create' && dialog.page.reserved && (
    <Alert color="yellow" title="Address the site keeps">
      {dialog.page.reserved}
    </Alert>
  );
  const linkedFrom = linkingPages(action.failure);
  const problem = action.error && (
    <Alert color="red" title="Not done" role="alert">
      {action.error}
      {linkedFrom.length > 0 && (
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
      <Modal closeButtonProps={{ 'aria-label': 'Close' }} opened onClose={action.close} title="New page">
        <form
          onSubmit={(event) => (
            event.preventDefault(),
            void action.submit(async () => (await editorApi.createPage(route, template ?? 'plain', title)).file)
          )}
        >
          <Stack>
            <Select label="Template" data={TEMPLATES} value={template} onChange={setTemplate} allowDeselect={false} />
            {routeInput}
            <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} />
            {problem}
            <DialogFooter label="Create page" busy={action.busy} onCancel={action.close} />
          </Stack>
        </form>
      </Modal>
    );
  }
  if (dialog.kind === 'delete') {
    // An entry has no redirect to choose; a page at an address the site keeps leaves no redirect there.
    const redirects = dialog.page.file.startsWith('pages/') && !dialog.page.reserved;
    const choices = redirects ? redirectChoices(pages, dialog.page) : [];
    const fallback = choices.some((choice) => choice.value === HOME_ROUTE) ? HOME_ROUTE : (choices[0]?.value ?? null);
    const sendTo = redirects ? (redirectTo ?? fallback) : null;
    return (
      <Modal
        closeButtonProps={{ 'aria-label': 'Close' }}
        opened
        onClose={action.close}
        title={`Delete ${dialog.page.route}?`}
      >
        <Stack>
          <Text>The file {dialog.page.file} is removed. Pages that link to it keep it from being deleted.</Text>
          {reserved}
          {redirects && (
            <DeleteRedirectField page={dialog.page} pages={pages} value={sendTo} onChange={setRedirectTo} />
          )}
          {problem}
          <DialogFooter
            label={dialog.page.file.startsWith('content/') ? 'Delete entry' : 'Delete page'}
            color="red"
            busy={action.busy}
            onCancel={action.close}
            onAction={() =>
              void action.submit(
                async () => (await editorApi.deleteFile(dialog.page.file, sendTo ?? undefined), undefined),
              )
            }
          />
        </Stack>
      </Modal>
    );
  }
  const moving = dialog.kind === 'move';
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened
      onClose={action.close}
      title={moving ? `Move ${dialog.page.route}` : `Duplicate ${dialog.page.route}`}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void action.submit(async () =>
            moving
              ? (await editorApi.movePage(dialog.page.file, route)).file
              : (await editorApi.duplicatePage(dialog.page.file, route)).file,
          );
        }}
      >
        <Stack>
          {moving && <Text size="sm">Every internal link to {dialog.page.route} is changed to the new route.</Text>}
          {moving && reserved}
          {routeInput}
          {problem}
          <DialogFooter label={moving ? 'Move page' : 'Duplicate page'} busy={action.busy} onCancel={action.close} />
        </Stack>
      </form>
    </Modal>
  );
}
