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
        // Orange and green text stay below 4.5:1 on their own tint even at shade 9 (axe): dark text, tinted badge.
        root: {
          height: 'auto',
          paddingBlock: 4,
          maxWidth: '100%',
          color: 'var(--mantine-color-dark-7)',
        },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {draftStatusLabel(draft)}
    </Badge>
  );
}
