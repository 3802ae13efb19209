import { Text } from '@mantine/core';
import type { DraftView } from '../api/types';
import { DraftNotice } from '../common/DraftNotice';
import { formatIndiaTime } from '../format/india-time';

/**
 * Why the publisher's Publish of this draft was refused, on the draft's card: the author was not there
 * when it happened, and the draft waits for them to act (until they change it, which hides this).
 */
export function PublishRefusedNotice({ refusal }: { refusal: NonNullable<DraftView['publishRefused']> }) {
  return (
    <DraftNotice color="red" title="Publishing this draft was refused">
      <Text size="sm">
        {refusal.by ? `${refusal.by} tried to publish it` : 'Publishing was tried'} on {formatIndiaTime(refusal.at)}.
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {refusal.reason}
      </Text>
      <Text size="sm" mt="xs">
        Open it in the editor, fix this, then submit it for review again.
      </Text>
    </DraftNotice>
  );
}
