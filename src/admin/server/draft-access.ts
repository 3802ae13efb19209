import type { FastifyRequest } from 'fastify';
import { roleAllows } from '../store/admin-store.ts';
import type {
  AdminStore,
  AdminUser,
  ContentRepository,
  DraftRecord,
  DraftRemoteProblem,
  PublishedConflict,
} from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';
import type { PublishRefusalNote } from './publish-refusals.ts';
import type { ScheduleFailureNote } from './schedule-failures.ts';

/**
 * A draft as the admin API lists it: its record, the files it changes, and why saves of it made on this
 * instance are not on the content remote yet (null when they are, or without a remote).
 */
export type DraftView = DraftRecord & {
  files: string[];
  remoteProblem: DraftRemoteProblem | null;
  /**
   * The pages it changed on lines published differently since it was started (both versions, for its author to
   * choose), or null: Publish would refuse it until she chooses.
   */
  publishedConflict: PublishedConflict | null;
  /** Why Publish was last refused, since the draft last changed; only in the list of drafts. */
  publishRefused?: PublishRefusalNote;
  /** Why its scheduled publish did not happen, since the draft last changed; only in the list of drafts. */
  scheduleFailed?: ScheduleFailureNote;
};

/** Drafts that are neither published nor discarded. */
export const OPEN_DRAFT_STATUSES = ['editing', 'submitted', 'sent-back'] as const;

export const BRANCH_PARAMS = {
  type: 'object',
  required: ['branch'],
  properties: { branch: { type: 'string', minLength: 1, maxLength: 200, pattern: '^drafts/[A-Za-z0-9._/-]+$' } },
} as const;

/** The logged-in user (the login's hook has answered every request without one). */
export function userOf(request: FastifyRequest): AdminUser {
  if (!request.adminUser) throw new AdminApiError(401, 'Log in first.');
  return request.adminUser;
}

/**
 * The draft a request names, when this user may act on it: `own` lets its author or any publisher
 * in, `publisher` only publishers. Unknown drafts are 404, others' drafts 403.
 */
export async function draftFor(
  store: AdminStore,
  request: FastifyRequest,
  branch: string,
  who: 'own' | 'publisher',
): Promise<DraftRecord> {
  const user = userOf(request);
  const draft = await store.draft(branch);
  if (!draft) throw new AdminApiError(404, `No draft named ${branch}.`);
  const isPublisher = roleAllows(user.role, 'publisher');
  if (who === 'publisher' && !isPublisher) throw new AdminApiError(403, 'Only publishers can do that.');
  if (!isPublisher && draft.authorEmail !== user.email) throw new AdminApiError(403, 'This draft is not yours.');
  return draft;
}

/** Refuses changes to a draft that is already published or discarded. */
export function mustBeOpen(draft: DraftRecord): void {
  if (!(OPEN_DRAFT_STATUSES as readonly string[]).includes(draft.status)) {
    throw new AdminApiError(409, `This draft is ${draft.status} already.`);
  }
}

/**
 * A draft with the files it changes. With several instances a draft's branch lives in the instance its
 * author works on: the others list it (the records are shared) without its files rather than fail.
 */
export async function draftView(repo: ContentRepository, draft: DraftRecord): Promise<DraftView> {
  const files = await repo.changedFiles(draft.branch).catch(() => []);
  const publishedConflict = await repo.publishedConflict(draft.branch).catch(() => null);
  return { ...draft, files, remoteProblem: repo.draftRemoteProblem(draft.branch), publishedConflict };
}
