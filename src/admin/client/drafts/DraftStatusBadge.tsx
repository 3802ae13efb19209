import { Badge } from '@mantine/core';
import type { DraftView } from '../api/types';
import { draftStatusColor, draftStatusLabel } from '../format/draft-status';

/** A draft's state in words; long ones ("Scheduled for 1 December 2026 at 9:00 am IST") wrap on a phone instead of being cut. */
export function DraftStatusBadge({ draft }: { draft: Pick<DraftView, 'status' | 'scheduledAt'> }) {
  return (
    <Badge
      color={draftStatusColor(draft)}
      variant="light"
      size="lg"
      tt="none"
      styles={{
        root: { height: 'auto', paddingBlock: 4, maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {draftStatusLabel(draft)}
    </Badge>
  );
}
