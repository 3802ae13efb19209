import { ContentConflict, PublishedTreeChanged } from '../../publishing/content/index.ts';
import type { AdminStore, AuditEntry } from './admin-parts.ts';
import { AdminApiError, CONFLICT_WORDS } from './admin-api-error.ts';
import { ReleaseBuildFailed } from './release-build-failed.ts';
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
 * placeholder left, a site that could not be built from it. Null for what is not the draft's fault (the
 * remote away, a server error): the author cannot change that, and the publisher saw it.
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
  if (error instanceof PublishedTreeChanged || error instanceof ReleaseBuildFailed) return error.message;
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

/** The note of a 'publish-refused' audit entry. */
export function publishRefusalNote(entry: AuditEntry): PublishRefusalNote {
  return { at: entry.at, by: entry.actor, reason: entry.detail };
}
