import { ContentConflict, PublishedTreeChanged } from '../../publishing/content/index.ts';
import type { AdminStore, DraftRecord } from './admin-parts.ts';
import { AdminApiError, CONFLICT_WORDS } from './admin-api-error.ts';
import { ValidationRefused } from './validation-gate.ts';

/** Why the last Publish of a draft was refused, for its author's draft card (until the draft changes again). */
export interface PublishRefusalNote {
  /** ISO 8601. */
  at: string;
  /** Who pressed Publish. */
  by: string | null;
  /** What the author has to do about it, in words. */
  reason: string;
}

const PROBLEMS_NAMED = 3;

/**
 * The refusal in words an author acts on: a conflict with the published site, the checks' problems, a
 * placeholder left. Null for what is not the draft's fault (the remote away, a server error): the author
 * cannot change that, and the publisher saw it.
 */
export function publishRefusalWords(error: unknown): string | null {
  if (error instanceof ContentConflict) return `${CONFLICT_WORDS} (${error.files.join(', ')})`;
  if (error instanceof ValidationRefused) {
    const named = error.problems
      .slice(0, PROBLEMS_NAMED)
      .map((problem) => `${problem.file}, line ${problem.line}: ${problem.message}`);
    const more = error.problems.length > PROBLEMS_NAMED ? [`and ${error.problems.length - PROBLEMS_NAMED} more`] : [];
    return `${error.message} ${[...named, ...more].join('; ')}`;
  }
  if (error instanceof PublishedTreeChanged) return error.message;
  if (error instanceof AdminApiError && error.status === 409) return error.message;
  return null;
}

/** Keeps a refused Publish in the audit, where the draft list reads it back for the author. */
export async function recordPublishRefusal(
  store: AdminStore,
  branch: string,
  actor: string,
  error: unknown,
): Promise<void> {
  const reason = publishRefusalWords(error);
  if (reason !== null) await store.audit({ actor, action: 'publish-refused', subject: branch, detail: reason });
}

/**
 * Each draft's last refused Publish since it last changed (a save, a submit), read from the newest audit
 * entries: a refusal older than the last MAX_AUDIT_LIMIT actions is not shown any more.
 */
export async function publishRefusalsOf(
  store: AdminStore,
  drafts: readonly DraftRecord[],
): Promise<Map<string, PublishRefusalNote>> {
  const notes = new Map<string, PublishRefusalNote>();
  if (drafts.length === 0) return notes;
  const updatedAt = new Map(drafts.map((draft) => [draft.branch, draft.updatedAt]));
  for (const entry of await store.listAudit({ limit: 1000 })) {
    const changed = updatedAt.get(entry.subject);
    if (entry.action !== 'publish-refused' || changed === undefined || notes.has(entry.subject)) continue;
    if (entry.at >= changed) notes.set(entry.subject, { at: entry.at, by: entry.actor, reason: entry.detail });
  }
  return notes;
}
