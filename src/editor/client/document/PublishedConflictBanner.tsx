import { Alert, Box, Button, Code, Group, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { differingLines } from '../../../admin/client/drafts/differing-lines';
import type { ConflictChoice } from '../../../admin/shared/admin-api';
import { isInAdmin } from '../server-api/api-address';
import { useEditorCommands } from '../store/editor-commands';
import { useEditorState } from '../store/editor-store';
import { selectDirty, selectFile } from '../store/selectors';
import { currentDraftConflict, resolveDraftConflict, type PublishedConflict } from './draft-conflict-api';

/**
 * In the admin: the draft being edited changed lines that were published differently since it began, so Publish
 * refuses it. Says which pages, shows both versions of those lines, and brings the draft up to date with the
 * author's choice, then reopens the file (it now has the published changes too). Looked up again after each
 * save and file opened: someone may publish meanwhile.
 */
export function PublishedConflictBanner() {
  const commands = useEditorCommands();
  const file = useEditorState(selectFile);
  const dirty = useEditorState(selectDirty);
  const saving = useEditorState((state) => state.ui.saving);
  const [found, setFound] = useState<{ branch: string; conflict: PublishedConflict } | null>(null);
  const [busy, setBusy] = useState<ConflictChoice | null>(null);
  const [error, setError] = useState<string>();

  useEffect(() => {
    if (!isInAdmin() || saving) return;
    let current = true;
    currentDraftConflict()
      .then((answer) => current && setFound(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [file, saving]);

  if (!found) return null;

  async function resolve(keep: ConflictChoice) {
    if (!found) return;
    setBusy(keep);
    setError(undefined);
    try {
      await resolveDraftConflict(found.branch, keep);
      setFound(null);
      if (file) await commands.openFile(file);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(null);
    }
  }

  const files = found.conflict.pages.map((page) => page.file);
  return (
    <Alert
      color="red"
      mb="md"
      title="This draft and the published pages changed the same lines"
      // Red title text is below 4.5:1 on the red tint (axe); the tint and the words carry it.
      styles={{ title: { color: 'var(--mantine-color-dark-7)', fontWeight: 700 } }}
    >
      <Text size="sm">
        In {files.join(', ')}, the lines this draft changes were published with other words since it began. Choose which
        words stay; every other published change comes into the draft either way.
      </Text>
      {found.conflict.pages.map((page) => {
        const lines = differingLines(page.published, page.draft);
        const by = page.publishedBy ? ` by ${page.publishedBy.name}` : '';
        return (
          <Box key={page.file} mt="xs" component="section" aria-label={`Both versions of ${page.file}`}>
            <Text size="sm" fw={600}>
              {page.file}, from line {lines.firstLine}
            </Text>
            <SimpleGrid cols={2} spacing="xs">
              <Code block aria-label={`Published now${by}`}>
                {lines.published.join('\n') || 'The page was removed.'}
              </Code>
              <Code block aria-label="This draft">
                {lines.draft.join('\n') || 'The draft removes the page.'}
              </Code>
            </SimpleGrid>
          </Box>
        );
      })}
      <Group mt="sm" gap="sm">
        <Button size="xs" variant="default" disabled={dirty} loading={busy === 'mine'} onClick={() => resolve('mine')}>
          Keep my version
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={dirty}
          loading={busy === 'published'}
          onClick={() => resolve('published')}
        >
          Take the published version
        </Button>
        {dirty && <Text size="sm">Save or undo your changes first.</Text>}
      </Group>
      {error && (
        <Text size="sm" c="red.9" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Alert>
  );
}
