import { Alert, Button, Group, Text } from '@mantine/core';
import type { DraftView } from '../api/types';
import { formatIndiaTime } from '../format/india-time';
import { SHARED_SAVE, type SaveKey } from './save-choice';

export interface DraftRemoteNoticeProps {
  problem: NonNullable<DraftView['remoteProblem']>;
  /** The save being kept ('shared' or a held save's id), if a choice is in progress. */
  busy: SaveKey | null;
  onKeep(key: SaveKey): void;
}

/**
 * Saves of the draft, made on different servers, changed the same lines: every server shows them all (who and
 * when) and the author keeps one of them for those lines (lines only one save changed are kept either way).
 * Or saves that are on this server only because the remote could not take them (sent again on their own).
 */
export function DraftRemoteNotice({ problem, busy, onKeep }: DraftRemoteNoticeProps) {
  const saved = (side: { by: string; at: string }) => `${side.by}’s save of ${formatIndiaTime(side.at)}`;
  const saves =
    problem.kind === 'conflict'
      ? [
          { key: SHARED_SAVE, side: problem.sides.shared },
          ...problem.sides.held.map((side) => ({ key: side.id, side })),
        ]
      : [];
  return (
    <Alert
      color="red"
      mt="sm"
      title={
        problem.kind !== 'conflict'
          ? 'Saved on this server only'
          : saves.length === 2
            ? 'Two saves changed the same lines'
            : `${saves.length} saves changed the same lines`
      }
      // Red title text is below 4.5:1 on the red tint (axe); the tint and the words carry it.
      styles={{ title: { color: 'var(--mantine-color-dark-7)', fontWeight: 700 } }}
    >
      <Text size="sm">{problem.message}</Text>
      {saves.length > 0 && (
        <Group mt="sm" gap="sm">
          {saves.map(({ key, side }) => (
            <Button key={key} size="xs" variant="default" loading={busy === key} onClick={() => onKeep(key)}>
              Keep {saved(side)}
            </Button>
          ))}
        </Group>
      )}
    </Alert>
  );
}
