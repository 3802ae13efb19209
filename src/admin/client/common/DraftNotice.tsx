import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DraftNoticeProps {
  /** The tint: red for a publish that did not happen, orange for a draft sent back. */
  color: 'red' | 'orange';
  title: string;
  children: ReactNode;
}

/** What happened to a draft while its author was away (sent back, refused, a failed schedule), set apart so they cannot miss it. */
export function DraftNotice({ color, title, children }: DraftNoticeProps) {
  return (
    <Alert
      color={color}
      title={title}
      mt="sm"
      mb="md"
      // Red and orange title text are below 4.5:1 on their own tint (axe): dark title, the tint and the words carry it.
      styles={{ title: { color: 'var(--mantine-color-dark-7)', fontWeight: 700 } }}
    >
      {children}
    </Alert>
  );
}
