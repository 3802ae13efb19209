import { Button, Group, type ButtonProps } from '@mantine/core';

export interface DialogFooterProps {
  /** The action's words: "Create page", "Change address". */
  label: string;
  busy: boolean;
  onCancel(): void;
  /** A dialog without a form (Delete) acts on the click; otherwise the button submits the dialog's form. */
  onAction?(): void;
  /** Red for what cannot be undone (deleting). Default: the theme's colour. */
  color?: ButtonProps['color'];
}

/** Cancel, then the dialog's own action, at the dialog's foot: the same in every editor dialog. */
export function DialogFooter({ label, busy, onCancel, onAction, color }: DialogFooterProps) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type={onAction ? 'button' : 'submit'} loading={busy} color={color} onClick={onAction}>
        {label}
      </Button>
    </Group>
  );
}
