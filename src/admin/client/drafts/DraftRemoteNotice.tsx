import { Alert, Button, Group, Text } from '@mantine/core';
import type { DraftView } from '../api/types';
import { formatIndiaTime } from '../format/india-time';

export interface DraftRemoteNoticeProps {
  problem: NonNullable<DraftView['remoteProblem']>;
  /** The choice in progress ('shared' or 'held'), if any. */
  busy: KeptSave | null;
  onKeep(side: KeptSave): void;
}

type KeptSave = 'shared' | 'held';

/**
 * Two saves of the draft, made on different servers, changed the same lines: every server shows both (who and
 * when) and the author keeps one of them for those lines (lines only one save changed are kept either way).
 * Or saves that are on this server only because the remote could not take them (sent again on their own).
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
          <Button size="xs" variant="default" loading={busy === 'shared'} onClick={() => onKeep('shared')}>
            Keep {saved(problem.sides.shared)}
          </Button>
          <Button size="xs" variant="default" loading={busy === 'held'} onClick={() => onKeep('held')}>
            Keep {saved(problem.sides.held)}
          </Button>
        </Group>
      )}
    </Alert>
  );
}
