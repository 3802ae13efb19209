import { Anchor, Button, Group, Text, Title, Tooltip } from '@mantine/core';
import { isInAdmin } from '../server-api/api-address';
import { useEditorCommands } from '../store/editor-commands';
import { useEditorDispatch, useEditorState } from '../store/editor-store';
import { selectCheckPending, selectDirty, selectFile } from '../store/selectors';
import { saveBlocker } from '../validation/problem-index';
import { useUnsavedChangesGuard, useUndoShortcuts } from './use-editor-shortcuts';

/** Why Save is off, in words (errors, errors caused elsewhere, a check still running), or undefined. */
export function useSaveBlocker(): string | undefined {
  const problems = useEditorState((state) => state.check.result?.problems);
  const file = useEditorState(selectFile);
  const pending = useEditorState(selectCheckPending);
  return saveBlocker(problems ?? [], file, pending);
}

/** The file, its unsaved state, undo/redo (buttons and keys) and Save; in the admin, a link to its drafts. */
export function EditorHeader() {
  const dispatch = useEditorDispatch();
  const commands = useEditorCommands();
  const file = useEditorState(selectFile);
  const isOpen = useEditorState((state) => state.open !== undefined);
  const dirty = useEditorState(selectDirty);
  const canUndo = useEditorState((state) => state.history.past.length > 0);
  const canRedo = useEditorState((state) => state.history.future.length > 0);
  const saving = useEditorState((state) => state.ui.saving);
  const blocker = useSaveBlocker();
  const undo = () => dispatch({ type: 'undo' });
  const redo = () => dispatch({ type: 'redo' });
  useUndoShortcuts(undo, redo);
  useUnsavedChangesGuard(dirty);
  return (
    <Group h="100%" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <Title order={1} size="h4">
          Page editor
        </Title>
        {/* In the admin, the way back to drafts, review and publishing (npm run edit has none). */}
        {isInAdmin() && (
          <Anchor href="/admin/" size="sm">
            Drafts and publishing
          </Anchor>
        )}
        <Text c="dimmed" truncate>
          {file} {dirty && '• unsaved changes'}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button variant="default" size="xs" onClick={undo} disabled={!canUndo}>
          Undo
        </Button>
        <Button variant="default" size="xs" onClick={redo} disabled={!canRedo}>
          Redo
        </Button>
        {blocker && (
          <Text size="sm" c={blocker.startsWith('Fix') ? 'red.8' : 'dimmed'} id="save-blocker">
            {blocker}
          </Text>
        )}
        <Tooltip label={blocker} disabled={!blocker}>
          <Button
            onClick={() => void commands.save()}
            disabled={blocker !== undefined || !isOpen}
            loading={saving}
            aria-describedby={blocker ? 'save-blocker' : undefined}
          >
            Save
          </Button>
        </Tooltip>
      </Group>
    </Group>
  );
}
