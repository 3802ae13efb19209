import { Text } from '@mantine/core';
import type { DraftView } from '../api/types';
import { DraftNotice } from '../common/DraftNotice';
import { formatIndiaTime } from '../format/india-time';

/**
 * Why this draft's scheduled publish did not happen, on its card: nobody was there at the time, and the
 * draft is no longer scheduled. Shown until the draft is saved again, scheduled again or published.
 */
export function ScheduleFailedNotice({ failure }: { failure: NonNullable<DraftView['scheduleFailed']> }) {
  const when = formatIndiaTime(failure.scheduledFor);
  return (
    <DraftNotice color="red" title="The scheduled publish did not happen">
      <Text size="sm">
        {failure.by ? `${failure.by} scheduled it for ${when}` : `It was scheduled for ${when}`}; it was not published,
        and the public site did not change.
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {failure.reason}
      </Text>
      <Text size="sm" mt="xs">
        {failure.authorCanFix
          ? 'It is not scheduled any more. Open it in the editor, fix this, then submit it for review again: a publisher can then schedule it again.'
          : 'It is not scheduled any more. Nothing in the draft has to change: a publisher can schedule it again.'}
      </Text>
    </DraftNotice>
  );
}
