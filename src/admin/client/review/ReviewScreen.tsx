import { Alert, Anchor, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { RoleGate } from '../common/RoleGate';
import { ScreenHeading } from '../common/ScreenHeading';
import { ServerError } from '../common/ServerError';
import { useLoad } from '../common/use-load';
import { draftTitle } from '../format/draft-status';
import { formatIndiaTime } from '../format/india-time';
import { useAdmin } from '../shell/admin-context';
import { routeHref } from '../shell/screens';
import { DraftReview } from './DraftReview';
import { DraftStatusBadge } from '../drafts/DraftStatusBadge';

/** Review: the drafts waiting for a publisher, or one draft's changes when the address names it. */
export function ReviewScreen({ branch }: { branch?: string }) {
  // Anyone may look at a draft's changes (an author checks their own); the list of waiting drafts is the publishers'.
  if (branch) return <DraftReview key={branch} branch={branch} />;
  return (
    <>
      <ScreenHeading intro="Drafts their authors submitted. Open one to see each page before and after, then publish it or send it back.">
        Review
      </ScreenHeading>
      <RoleGate role="publisher" what="review drafts">
        <WaitingDrafts />
      </RoleGate>
    </>
  );
}

function WaitingDrafts() {
  const { api } = useAdmin();
  const drafts = useLoad(api.drafts);
  const waiting = drafts.data?.filter((draft) => draft.status === 'submitted');
  return (
    <>
      <ServerError title="The drafts could not be loaded" message={drafts.error} />
      {!drafts.data && !drafts.error && <Loader aria-label="Loading the drafts" />}
      {waiting && waiting.length === 0 && (
        <Alert color="gray" title="Nothing to review">
          No draft is waiting for review.
        </Alert>
      )}
      <Stack>
        {waiting?.map((draft) => (
          <Paper key={draft.branch} withBorder p="md" component="article">
            <Group justify="space-between">
              <Title order={2} size="h4">
                <Anchor href={routeHref({ screen: 'review', branch: draft.branch })}>{draftTitle(draft)}</Anchor>
              </Title>
              <DraftStatusBadge draft={draft} />
            </Group>
            <Text size="sm" c="dimmed">
              By {draft.authorEmail} · submitted {formatIndiaTime(draft.updatedAt)} ·{' '}
              {draft.files.length === 1 ? '1 file' : `${draft.files.length} files`}: {draft.files.join(', ')}
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
