import { Anchor, Badge, Button, Group, List, Paper, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ConflictChoice, DraftView } from '../api/types';
import { SentBackComment } from '../common/SentBackComment';
import { draftTitle, isOpenForEditing } from '../format/draft-status';
import { formatIndiaTime } from '../format/india-time';
import { routeHref } from '../shell/screens';
import { useRoleAllows } from '../shell/admin-context';
import { DraftRemoteNotice } from './DraftRemoteNotice';
import { DraftStatusBadge } from './DraftStatusBadge';
import { PublishedConflictNotice } from './PublishedConflictNotice';
import { PublishRefusedNotice } from './PublishRefusedNotice';
import { ScheduleFailedNotice } from './ScheduleFailedNotice';
import type { SaveKey } from './save-choice';

export interface DraftCardProps {
  draft: DraftView;
  /** The draft the editor edits for this user now. */
  isCurrent: boolean;
  showAuthor: boolean;
  /** The action in progress ('submit:<branch>'), if any. */
  busy: string | null;
  onOpen(): void;
  onSubmit(): void;
  onDiscard(): void;
  /** Settles saves that changed the same lines, keeping one save's ('shared' or a held save's id). */
  onKeepVersion(side: SaveKey): void;
  /** Brings a draft in conflict with the published pages up to date, keeping its lines or the published ones. */
  onResolveConflict(keep: ConflictChoice): void;
}

const FILES_SHOWN = 8;

/** Which save is being kept for this draft, from the action in progress ('keep-<key>:<branch>'). */
function keepingSide(busy: string | null, branch: string): SaveKey | null {
  const match = busy?.match(/^keep-([^:]+):(.*)$/);
  return match && match[2] === branch ? match[1]! : null;
}

/** Which choice is being sent for this draft's conflict with the published pages ('resolve-<keep>:<branch>'). */
function resolvingWith(busy: string | null, branch: string): ConflictChoice | null {
  const match = busy?.match(/^resolve-(mine|published):(.*)$/);
  return match && match[2] === branch ? (match[1] as ConflictChoice) : null;
}

/** One draft: its state (what happened to it while its author was away first), its files, and its actions. */
export function DraftCard({
  draft,
  isCurrent,
  showAuthor,
  busy,
  onOpen,
  onSubmit,
  onDiscard,
  onKeepVersion,
  onResolveConflict,
}: DraftCardProps) {
  const headingId = useId();
  const isPublisher = useRoleAllows('publisher');
  const title = draftTitle(draft);
  const open = isOpenForEditing(draft);
  const waiting = draft.status === 'submitted';
  const finished = draft.status === 'published' || draft.status === 'discarded';
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {showAuthor && <>By {draft.authorEmail} · </>}
            Updated {formatIndiaTime(draft.updatedAt)}
          </Text>
        </div>
        <Group gap="xs">
          {isCurrent && (
            <Badge variant="outline" color="blue">
              Open in your editor
            </Badge>
          )}
          <DraftStatusBadge draft={draft} />
        </Group>
      </Group>
      {draft.remoteProblem && (
        <DraftRemoteNotice
          problem={draft.remoteProblem}
          busy={keepingSide(busy, draft.branch)}
          onKeep={onKeepVersion}
        />
      )}
      {draft.publishedConflict && !finished && (
        <PublishedConflictNotice
          conflict={draft.publishedConflict}
          busy={resolvingWith(busy, draft.branch)}
          onResolve={onResolveConflict}
        />
      )}
      {draft.publishRefused && !finished && <PublishRefusedNotice refusal={draft.publishRefused} />}
      {draft.scheduleFailed && !finished && <ScheduleFailedNotice failure={draft.scheduleFailed} />}
      {draft.status === 'sent-back' && (
        <SentBackComment comment={draft.comment}>
          <Text size="sm" mt="xs">
            Open it in the editor, make the changes, then submit it for review again.
          </Text>
        </SentBackComment>
      )}
      <Text size="sm" mt="sm" fw={600}>
        {draft.files.length === 1 ? '1 file' : `${draft.files.length} files`}
      </Text>
      <List size="sm">
        {draft.files.slice(0, FILES_SHOWN).map((file) => (
          <List.Item key={file}>
            <code>{file}</code>
          </List.Item>
        ))}
        {draft.files.length > FILES_SHOWN && <List.Item>and {draft.files.length - FILES_SHOWN} more</List.Item>}
      </List>
      <Group mt="md" gap="sm">
        {!finished && (
          <Button variant={open ? 'filled' : 'default'} onClick={onOpen} loading={busy === `open:${draft.branch}`}>
            Open in editor
          </Button>
        )}
        {open && (
          <Button variant="default" onClick={onSubmit} loading={busy === `submit:${draft.branch}`}>
            Submit for review
          </Button>
        )}
        {draft.files.length > 0 && (
          <Anchor href={routeHref({ screen: 'review', branch: draft.branch })}>
            {isPublisher && waiting ? 'Review and publish' : 'See the changes'}
          </Anchor>
        )}
        {!finished && (
          <Button variant="subtle" color="red" onClick={onDiscard}>
            Discard
          </Button>
        )}
      </Group>
    </Paper>
  );
}
