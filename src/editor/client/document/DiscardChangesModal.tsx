import { Button, Group, Modal, Text } from '@mantine/core';

export interface DiscardChangesModalProps {
  /** The file the author asked to open while the current one has unsaved changes. */
  target: string | undefined;
  onStay(): void;
  onDiscard(): void;
}

/** Asked before another page replaces one with unsaved changes. */
export function DiscardChangesModal({ target, onStay, onDiscard }: DiscardChangesModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close' }}
      opened={target !== undefined}
      onClose={onStay}
      title="Unsaved changes"
    >
      <Text>This page has changes that are not saved. Open {target} and lose them?</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay} data-autofocus>
          Stay on this page
        </Button>
        <Button color="red" onClick={onDiscard}>
          Discard changes
        </Button>
      </Group>
    </Modal>
  );
}
