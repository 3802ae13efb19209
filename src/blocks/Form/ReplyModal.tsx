import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';

export interface ReplyModalProps {
  /** The popup's title (the block's successTitle, 'Query' by default). */
  title: string;
  /** The server's reply; the popup is open while it is not null. */
  message: string | null;
  onClose: () => void;
}

/** The success popup: the server's reply under the block's title. */
export function ReplyModal({ title, message, onClose }: ReplyModalProps) {
  return (
    <Modal opened={message !== null} onClose={onClose} title={title} centered>
      <p style={{ margin: 0 }}>{message}</p>
    </Modal>
  );
}
