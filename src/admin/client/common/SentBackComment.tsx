import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The publisher's comment on a sent-back draft, set apart so its author cannot miss it. */
export function SentBackComment({ comment, children }: { comment: string | null; children?: ReactNode }) {
  return (
    <Alert
      color="orange"
      title="Sent back by the publisher"
      mt="sm"
      mb="md"
      // Orange title text is below 4.5:1 on the orange tint (axe); the tint and the words carry it.
      styles={{ title: { color: 'var(--mantine-color-dark-7)', fontWeight: 700 } }}
    >
      <Text style={{ whiteSpace: 'pre-wrap' }}>{comment || 'No comment was given.'}</Text>
      {children}
    </Alert>
  );
}
