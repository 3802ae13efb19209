import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DraftNotice } from './DraftNotice';

/** The publisher's comment on a sent-back draft, set apart so its author cannot miss it. */
export function SentBackComment({ comment, children }: { comment: string | null; children?: ReactNode }) {
  return (
    <DraftNotice color="orange" title="Sent back by the publisher">
      <Text style={{ whiteSpace: 'pre-wrap' }}>{comment || 'No comment was given.'}</Text>
      {children}
    </DraftNotice>
  );
}
