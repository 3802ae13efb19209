import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import { Modal } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IslandProviders } from '../../app/IslandProviders';

export interface ReplyModalProps {
  /** The popup's title (the block's successTitle, 'Query' by default). */
  title: string;
  /** The server's reply; the popup is open while it is not null. */
  message: string | null;
  onClose: () => void;
}

/**
 * The success popup: the server's reply under the block's title. Loaded on demand (see Form), so
 * Modal code stays out of the first load; it brings the Mantine providers the island itself does not need.
 */
export default function ReplyModal({ title, message, onClose }: ReplyModalProps) {
  // Opened one render after mounting: Mantine records the element to return focus to only when
  // `opened` changes, and this component mounts with a reply already present.
  const mounted = useMounted();
  return (
    <IslandProviders>
      <Modal opened={mounted && message !== null} onClose={onClose} title={title} centered>
        <p style={{ margin: 0 }}>{message}</p>
      </Modal>
    </IslandProviders>
  );
}
