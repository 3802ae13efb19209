import type { AdminStore, DraftRecord } from './admin-parts.ts';
import { publishRefusalNote, type PublishRefusalNote } from './publish-refusals.ts';
import { scheduleFailureNote, type ScheduleFailureNote } from './schedule-failures.ts';

/** What a draft card shows of the draft's last failed publish: a refused Publish or a scheduled publish that failed. */
export type PublishFailureNotes = { publishRefused: PublishRefusalNote } | { scheduleFailed: ScheduleFailureNote };

/**
 * Each draft's last failed publish, however old, when nothing changed the draft since (a save, a submit, a
 * new schedule all move its updatedAt): the notice tells its author what to fix until they act on it. Only the
 * newest failure counts; one before it was about the same draft and is no longer news.
 */
export async function publishFailuresOf(
  store: AdminStore,
  drafts: readonly DraftRecord[],
): Promise<Map<string, PublishFailureNotes>> {
  const updatedAt = new Map(drafts.map((draft) => [draft.branch, draft.updatedAt]));
  const notes = new Map<string, PublishFailureNotes>();
  for (const entry of await store.latestAuditOf([...updatedAt.keys()], ['publish-refused', 'schedule-failed'])) {
    const changed = updatedAt.get(entry.subject);
    if (changed === undefined || entry.at < changed) continue;
    notes.set(
      entry.subject,
      entry.action === 'schedule-failed'
        ? { scheduleFailed: scheduleFailureNote(entry) }
        : { publishRefused: publishRefusalNote(entry) },
    );
  }
  return notes;
}
