import type { AdminStore, AuditEntry } from './admin-parts.ts';
import { publishRefusalWords } from './publish-refusals.ts';

/** Why a draft's scheduled publish did not happen, for its draft card (until the draft changes again). */
export interface ScheduleFailureNote {
  /** When it failed (ISO 8601). */
  at: string;
  /** The time it was scheduled for (ISO 8601). */
  scheduledFor: string;
  /** The publisher who scheduled it. */
  by: string | null;
  /** What went wrong, in words. */
  reason: string;
  /** False when nothing in the draft caused it (the server or the remote failed): it can be scheduled again as it is. */
  authorCanFix: boolean;
}

/** What the server says when the failure is not the draft's: its own words are for an administrator (the log). */
export const NOT_THE_DRAFTS_FAULT = 'The server could not publish it then; an administrator finds why in its log.';

/** The audit detail holds the time it was scheduled for and the reason; readable as it is in `npm run audit`. */
const DETAIL = /^Scheduled for (\S+): ([\s\S]*)$/;

/** Keeps a failed scheduled publish in the audit, where the draft list reads it back for the author and publishers. */
export async function recordScheduleFailure(
  store: AdminStore,
  branch: string,
  scheduledFor: string,
  scheduledBy: string | null,
  error: unknown,
): Promise<void> {
  const reason = publishRefusalWords(error) ?? NOT_THE_DRAFTS_FAULT;
  await store.audit({
    actor: scheduledBy,
    action: 'schedule-failed',
    subject: branch,
    detail: `Scheduled for ${new Date(scheduledFor).toISOString()}: ${reason}`,
  });
}

/** The note of a 'schedule-failed' audit entry. */
export function scheduleFailureNote(entry: AuditEntry): ScheduleFailureNote {
  const [, scheduledFor = entry.at, reason = entry.detail] = DETAIL.exec(entry.detail) ?? [];
  return { at: entry.at, scheduledFor, by: entry.actor, reason, authorCanFix: reason !== NOT_THE_DRAFTS_FAULT };
}
