import type { DraftView } from '../api/types';
import { formatIndiaTime } from './india-time';

/** A draft's state in the words the admin shows it with. */
export function draftStatusLabel(draft: Pick<DraftView, 'status' | 'scheduledAt'>): string {
  if (draft.scheduledAt && draft.status !== 'published' && draft.status !== 'discarded')
    return `Scheduled for ${formatIndiaTime(draft.scheduledAt)}`;
  switch (draft.status) {
    case 'editing':
      return 'Editing';
    case 'submitted':
      return 'Waiting for review';
    case 'sent-back':
      return 'Sent back';
    case 'published':
      return 'Published';
    case 'discarded':
      return 'Discarded';
  }
}

/** The badge colour beside the words (the words carry the meaning; the colour only repeats it). */
export function draftStatusColor(draft: Pick<DraftView, 'status' | 'scheduledAt'>): string {
  if (draft.scheduledAt && draft.status !== 'published' && draft.status !== 'discarded') return 'violet';
  return { editing: 'gray', submitted: 'blue', 'sent-back': 'orange', published: 'green', discarded: 'gray' }[
    draft.status
  ];
}

/** Whether the author may still change the draft and send it for review. */
export function isOpenForEditing(draft: Pick<DraftView, 'status'>): boolean {
  return draft.status === 'editing' || draft.status === 'sent-back';
}

/** The draft's own title, or its branch when it has none yet. */
export function draftTitle(draft: Pick<DraftView, 'title' | 'branch'>): string {
  return draft.title.trim() || draft.branch;
}
