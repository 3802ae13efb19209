import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  /** The button that does it: "Discard draft". */
  confirmLabel: string;
  /** Red for what cannot be undone (discarding, removing). */
  danger?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that changes the site or loses work; Cancel has the focus. */
export function ConfirmModal({
  opened,
  title,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Text component="div">{children}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
