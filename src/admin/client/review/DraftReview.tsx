import { Alert, Anchor, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SentBackComment } from '../common/SentBackComment';
import { ScreenHeading } from '../common/ScreenHeading';
import { ServerError } from '../common/ServerError';
import { useLoad } from '../common/use-load';
import { draftTitle } from '../format/draft-status';
import { formatIndiaTime } from '../format/india-time';
import { useAdmin, useRoleAllows } from '../shell/admin-context';
import { routeHref } from '../shell/screens';
import { ChangeView } from './ChangeView';
import { PREVIEW_WIDTHS, type PreviewWidth } from './preview-widths';
import { PlaceholdersToReplace } from './PlaceholdersToReplace';
import { PublishPanel } from './PublishPanel';
import { DraftSavesChoice } from '../drafts/DraftSavesChoice';
import { DraftStatusBadge } from '../drafts/DraftStatusBadge';
import { ScheduleFailedNotice } from '../drafts/ScheduleFailedNotice';

/** One draft under review: its state, the publisher's decisions, then every changed file. */
export function DraftReview({ branch }: { branch: string }) {
  const { api } = useAdmin();
  const isPublisher = useRoleAllows('publisher');
  // No route answers one draft: it is read from the list, which holds what the user may see.
  const review = useLoad(() => Promise.all([api.drafts(), api.changes(branch)]), branch);
  const [width, setWidth] = useState<PreviewWidth>('1280');
  const [drafts, reviewed] = review.data ?? [];
  const changes = reviewed?.changes;
  const placeholders = reviewed?.placeholders ?? [];
  const draft = drafts?.find((candidate) => candidate.branch === branch);
  return (
    <>
      <ScreenHeading
        intro={
          <Anchor href={routeHref({ screen: isPublisher ? 'review' : 'drafts' })}>
            {isPublisher ? 'All drafts waiting for review' : 'Back to your drafts'}
          </Anchor>
        }
      >
        Review: {draft ? draftTitle(draft) : branch}
      </ScreenHeading>
      <ServerError title="This draft could not be loaded" message={review.error} />
      {!review.data && !review.error && <Loader aria-label="Loading the draft’s changes" />}
      {review.data && !draft && (
        <Alert color="gray" title="No such draft">
          There is no draft “{branch}” that you can see: it may have been published or discarded.
        </Alert>
      )}
      {draft && (
        <>
          <Group gap="sm" mb="md">
            <DraftStatusBadge draft={draft} />
            <Text size="sm" c="dimmed">
              By {draft.authorEmail} · updated {formatIndiaTime(draft.updatedAt)}
            </Text>
          </Group>
          {draft.status === 'sent-back' && <SentBackComment comment={draft.comment} />}
          {/* The publisher about to schedule it again reads why the last schedule failed. */}
          {draft.scheduleFailed && <ScheduleFailedNotice failure={draft.scheduleFailed} />}
          <DraftSavesChoice draft={draft} onKept={review.reload} />
          {draft.status !== 'published' && draft.status !== 'discarded' && (
            <PlaceholdersToReplace placeholders={placeholders} />
          )}
          {isPublisher && reviewed && draft.status !== 'published' && draft.status !== 'discarded' && (
            <PublishPanel draft={draft} reviewedHead={reviewed.head} onChanged={review.reload} />
          )}
        </>
      )}
      {changes && (
        <>
          <Group justify="space-between" mt="lg" mb="sm">
            <Text fw={600}>{changes.length === 1 ? '1 changed file' : `${changes.length} changed files`}</Text>
            <SegmentedControl
              aria-label="Preview width in pixels"
              data={[...PREVIEW_WIDTHS]}
              value={width}
              onChange={setWidth}
            />
          </Group>
          {changes.length === 0 && <Text>The draft changes nothing yet.</Text>}
          <Stack gap="xl">
            {changes.map((change) => (
              <ChangeView key={change.file} change={change} width={Number(width)} />
            ))}
          </Stack>
        </>
      )}
    </>
  );
}
