import type { AdminStore, AdminUser, ContentRepository, DraftRecord } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';
import { DraftMovedRefusal } from './draft-moved-refusal.ts';

/** The JSON Schema of the draft's commit a publisher reviewed: sent back by Publish and Schedule. */
export const REVIEWED_HEAD_SCHEMA = {
  type: 'string',
  pattern: '^[0-9a-f]{40}$',
  title: 'Version you reviewed',
} as const;

async function nameOf(store: AdminStore, email: string): Promise<string> {
  return (await store.userByEmail(email))?.name ?? email;
}

/**
 * Refuses, changing nothing, a draft saved since the version the publisher reviewed (`reviewedHead`, from
 * the changes they loaded). Publish checks again under the publish lock (publish-draft.ts); this says it
 * before the other refusals, and is the only check Schedule has when it is pressed.
 */
export async function mustBeReviewedVersion(
  store: AdminStore,
  repo: ContentRepository,
  draft: DraftRecord,
  reviewedHead: string,
): Promise<void> {
  if ((await repo.draftHead(draft.branch)) === reviewedHead) return;
  throw new DraftMovedRefusal({ savedBy: await nameOf(store, draft.authorEmail) }, 'now');
}

/**
 * A publisher publishes (or schedules) their own draft as they like: they are its reviewer. Another author's
 * draft only once submitted, as the review list shows it: not while they still edit it, nor after it was sent
 * back and before they submit it again.
 */
export async function mustBeSubmittedUnlessOwn(store: AdminStore, draft: DraftRecord, user: AdminUser): Promise<void> {
  if (draft.authorEmail === user.email || draft.status === 'submitted') return;
  const author = await nameOf(store, draft.authorEmail);
  throw new AdminApiError(
    409,
    draft.status === 'sent-back'
      ? `This draft was sent back to ${author}, who has not submitted it again yet.`
      : `${author} has not submitted this draft yet: they are still editing it.`,
  );
}
