import type { FastifyInstance } from 'fastify';
import { pageFileProblem, routeOfPageFile } from '../../build/pages/page-route.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { requireRole } from '../auth/register-admin-auth.ts';
import type { AdminStore, ContentRepository, FileChange } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';
import { allowLongWork } from './long-request.ts';
import { BRANCH_PARAMS, draftFor, draftView, mustBeOpen, userOf } from './draft-access.ts';
import type { Publishing } from './publishing.ts';

export interface ReviewRoutesOptions {
  store: AdminStore;
  repo: ContentRepository;
  publishing: Publishing;
  now?: () => Date;
}

type BranchParams = { Params: { branch: string } };

/** The address a draft's page is previewed at (preview-route.ts). */
export function previewUrl(branch: string, route: string): string {
  return `/admin/preview/${encodeURIComponent(branch)}${route}`;
}

/** The public address of a changed file: a page's, or an entry's own page (a post, a job); else null. */
export function routeOfChangedFile(file: string): string | null {
  const entry = collectionFileParts(file);
  if (entry) return entry.collection.detailRoute?.(entry.slug) ?? null;
  const isPage = file.startsWith('pages/') && file.endsWith('.json') && !pageFileProblem(file);
  return isPage ? routeOfPageFile(file) : null;
}

/** One changed file for the review: its diff, and for a page or an entry the public address before and the preview after. */
function reviewOf(branch: string, change: FileChange) {
  const route = routeOfChangedFile(change.file);
  return {
    file: change.file,
    route,
    status: change.status,
    diff: change.diff,
    beforeUrl: route !== null && change.status !== 'added' ? route : null,
    afterUrl: route !== null && change.status !== 'deleted' ? previewUrl(branch, route) : null,
  };
}

/** Review and publishing of a draft: its changes, publish now, schedule and unschedule (publishers). */
export async function registerReviewRoutes(scope: FastifyInstance, options: ReviewRoutesOptions): Promise<void> {
  const { store, repo, publishing } = options;
  const now = options.now ?? (() => new Date());
  const publisherOnly = { preHandler: requireRole('publisher') };

  scope.get<BranchParams>('/drafts/:branch/changes', { schema: { params: BRANCH_PARAMS } }, async (request) => {
    const draft = await draftFor(store, request, request.params.branch, 'own');
    return { changes: (await repo.changes(draft.branch)).map((change) => reviewOf(draft.branch, change)) };
  });

  scope.post<BranchParams>(
    '/drafts/:branch/publish',
    { preHandler: [requireRole('publisher'), allowLongWork], schema: { params: BRANCH_PARAMS } },
    async (request) => {
      const user = userOf(request);
      const draft = await draftFor(store, request, request.params.branch, 'publisher');
      mustBeOpen(draft);
      return publishing.publish(draft.branch, { name: user.name, email: user.email });
    },
  );

  scope.put<BranchParams & { Body: { at: string } }>(
    '/drafts/:branch/schedule',
    {
      ...publisherOnly,
      schema: {
        params: BRANCH_PARAMS,
        body: {
          type: 'object',
          required: ['at'],
          additionalProperties: false,
          properties: { at: { type: 'string', format: 'date-time' } },
        },
      },
    },
    async (request) => {
      const draft = await draftFor(store, request, request.params.branch, 'publisher');
      mustBeOpen(draft);
      const at = new Date(request.body.at);
      if (Number.isNaN(at.getTime()) || at.getTime() <= now().getTime()) {
        throw new AdminApiError(400, 'Pick a date and time in the future.');
      }
      await store.scheduleDraft(draft.branch, at.toISOString());
      await store.audit({
        actor: userOf(request).email,
        action: 'schedule',
        subject: draft.branch,
        detail: at.toISOString(),
      });
      return { draft: await draftView(repo, (await store.draft(draft.branch)) ?? draft) };
    },
  );

  scope.delete<BranchParams>(
    '/drafts/:branch/schedule',
    { ...publisherOnly, schema: { params: BRANCH_PARAMS } },
    async (request) => {
      const draft = await draftFor(store, request, request.params.branch, 'publisher');
      await store.scheduleDraft(draft.branch, null);
      await store.audit({ actor: userOf(request).email, action: 'unschedule', subject: draft.branch, detail: '' });
      return { draft: await draftView(repo, (await store.draft(draft.branch)) ?? draft) };
    },
  );
}
