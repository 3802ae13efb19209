import { Alert, Button, Group, Text } from '@mantine/core';
import type { DraftView } from '../api/types';
import { formatIndiaTime } from '../format/india-time';

export interface DraftRemoteNoticeProps {
  problem: NonNullable<DraftView['remoteProblem']>;
  /** The choice in progress ('here' or 'there'), if any. */
  busy: 'here' | 'there' | null;
  onKeep(side: 'here' | 'there'): void;
}

/**
 * Saves of the draft that are on this server only: the remote could not take them (sent again on their own),
 * or another server saved the same lines meanwhile and the author keeps one of the two saves for those lines
 * (lines only one save changed are kept either way).
 */
export function DraftRemoteNotice({ problem, busy, onKeep }: DraftRemoteNoticeProps) {
  const saved = (side: { by: string; at: string }) => `${side.by}’s save of ${formatIndiaTime(side.at)}`;
  return (
    <Alert
      color="red"
      mt="sm"
      title={problem.kind === 'conflict' ? 'Two saves changed the same lines' : 'Saved on this server only'}
      // Red title text is below 4.5:1 on the red tint (axe); the tint and the words carry it.
      styles={{ title: { color: 'var(--mantine-color-dark-7)', fontWeight: 700 } }}
    >
      <Text size="sm">{problem.message}</Text>
      {problem.kind === 'conflict' && (
        <Group mt="sm" gap="sm">
          <Button size="xs" variant="default" loading={busy === 'here'} onClick={() => onKeep('here')}>
            Keep {saved(problem.sides.here)}
          </Button>
          <Button size="xs" variant="default" loading={busy === 'there'} onClick={() => onKeep('there')}>
            Keep {saved(problem.sides.there)}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
