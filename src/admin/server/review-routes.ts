import type { FastifyInstance } from 'fastify';
import { pageFileProblem, routeOfPageFile } from '../../build/pages/page-route.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { requireRole } from '../auth/register-admin-auth.ts';
import type {
  ChangesResponse,
  PublishRequest,
  ReviewChange,
  ReviewImage,
  ScheduleRequest,
} from '../shared/admin-api.ts';
import type { AdminStore, ContentRepository, DraftRecord, FileChange } from './admin-parts.ts';
import { AdminApiError } from './admin-api-error.ts';
import { contentImagePath, describeContentImage, IMAGES_FOLDER, sendContentImage } from './content-images.ts';
import { allowLongWork } from './long-request.ts';
import { BRANCH_PARAMS, draftFor, draftView, mustBeOpen, userOf } from './draft-access.ts';
import { publishUnlessSavesConflict, refuseWhileSavesConflict } from './draft-conflict-gate.ts';
import { changedFiles, type Publishing } from './publishing.ts';
import { recordPublishRefusal } from './publish-refusals.ts';
import { DraftMovedRefusal } from './draft-moved-refusal.ts';
import { mustBeReviewedVersion, mustBeSubmittedUnlessOwn, REVIEWED_HEAD_SCHEMA } from './reviewed-version.ts';
import { scheduleDetail } from './scheduled-version.ts';
import { PlaceholdersLeft, placeholdersLeft, type PublishProblem } from './validation-gate.ts';

export interface ReviewRoutesOptions {
  store: AdminStore;
  repo: ContentRepository;
  publishing: Publishing;
  now?: () => Date;
}

type BranchParams = { Params: { branch: string } };
type Side = 'before' | 'after';
type ImageParams = { Params: { branch: string; side: Side; '*': string } };

const IMAGE_PARAMS = {
  ...BRANCH_PARAMS,
  required: ['branch', 'side'],
  properties: { ...BRANCH_PARAMS.properties, side: { type: 'string', enum: ['before', 'after'] } },
} as const;

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

/** Where the review loads one side of a changed picture: `side` is the published tree or the draft's. */
export function reviewImageUrl(branch: string, side: Side, file: string): string {
  const name = file.slice(IMAGES_FOLDER.length).split('/').map(encodeURIComponent).join('/');
  return `/admin/api/drafts/${encodeURIComponent(branch)}/images/${side}/${name}`;
}

/** The content tree a side of a draft's review reads: the published one, or the draft's (published: merged in). */
async function treeOf(repo: ContentRepository, draft: DraftRecord, side: Side): Promise<string> {
  return side === 'after' && draft.status !== 'published' ? repo.draftRoot(draft.branch) : repo.publishedRoot;
}

async function imageSide(repo: ContentRepository, draft: DraftRecord, side: Side, file: string) {
  const root = await treeOf(repo, draft, side);
  const absolute = await contentImagePath(root, file.slice(IMAGES_FOLDER.length)).catch(() => null);
  if (!absolute) return null;
  const image: ReviewImage = {
    url: reviewImageUrl(draft.branch, side, file),
    ...(await describeContentImage(root, absolute)),
  };
  return image;
}

/** What the draft's changed files still hold of a new page's placeholders: Publish refuses them (validation-gate.ts). */
async function placeholdersOf(repo: ContentRepository, draft: DraftRecord): Promise<PublishProblem[]> {
  if (draft.status === 'published' || draft.status === 'discarded') return [];
  return placeholdersLeft(await repo.draftRoot(draft.branch), await changedFiles(repo, draft.branch));
}

/** One changed file for the review: its diff, for a page or an entry the public address before and the preview after, for a picture both files. */
async function reviewOf(repo: ContentRepository, draft: DraftRecord, change: FileChange): Promise<ReviewChange> {
  const route = routeOfChangedFile(change.file);
  const review: ReviewChange = {
    file: change.file,
    route,
    status: change.status,
    diff: change.diff,
    beforeUrl: route !== null && change.status !== 'added' ? route : null,
    afterUrl: route !== null && change.status !== 'deleted' ? previewUrl(draft.branch, route) : null,
  };
  if (!change.file.startsWith(IMAGES_FOLDER)) return review;
  return {
    ...review,
    image: {
      before: change.status === 'added' ? null : await imageSide(repo, draft, 'before', change.file),
      after: change.status === 'deleted' ? null : await imageSide(repo, draft, 'after', change.file),
    },
  };
}

/** Review and publishing of a draft: its changes, publish now, schedule and unschedule (publishers). */
export async function registerReviewRoutes(scope: FastifyInstance, options: ReviewRoutesOptions): Promise<void> {
  const { store, repo, publishing } = options;
  const now = options.now ?? (() => new Date());
  const publisherOnly = { preHandler: requireRole('publisher') };

  scope.get<BranchParams>('/drafts/:branch/changes', { schema: { params: BRANCH_PARAMS } }, async (request) => {
    const draft = await draftFor(store, request, request.params.branch, 'own');
    // Read before the changes: a save in between makes Publish refuse (and reload) rather than publish it unseen.
    const head = await repo.draftHead(draft.branch);
    const changes = await repo.changes(draft.branch);
    return {
      head,
      changes: await Promise.all(changes.map((change) => reviewOf(repo, draft, change))),
      placeholders: await placeholdersOf(repo, draft),
    } satisfies ChangesResponse;
  });

  // One side of a changed picture, for the review: only public/images/ of the published tree or of a
  // draft this user may review (its author, or a publisher); nothing through '..' or a symbolic link.
  scope.get<ImageParams>(
    '/drafts/:branch/images/:side/*',
    { schema: { params: IMAGE_PARAMS } },
    async (request, reply) => {
      const draft = await draftFor(store, request, request.params.branch, 'own');
      const { side, '*': name } = request.params;
      const absolute = await contentImagePath(await treeOf(repo, draft, side), name);
      if (!absolute)
        throw new AdminApiError(
          404,
          `There is no picture ${IMAGES_FOLDER}${name} ${side === 'before' ? 'on the published site' : 'in this draft'}.`,
        );
      return sendContentImage(reply, absolute);
    },
  );

  scope.post<BranchParams & { Body: PublishRequest }>(
    '/drafts/:branch/publish',
    {
      preHandler: [requireRole('publisher'), allowLongWork],
      schema: {
        params: BRANCH_PARAMS,
        body: {
          type: 'object',
          required: ['head'],
          additionalProperties: false,
          properties: { head: REVIEWED_HEAD_SCHEMA },
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      const draft = await draftFor(store, request, request.params.branch, 'publisher');
      mustBeOpen(draft);
      const { head } = request.body;
      await mustBeReviewedVersion(store, repo, draft, head);
      // Saves waiting for the author's choice say first what is to be done, whoever's draft it is.
      await refuseWhileSavesConflict(repo, draft.branch, 'published');
      await mustBeSubmittedUnlessOwn(store, draft, user);
      try {
        return await publishUnlessSavesConflict(repo, draft.branch, () =>
          publishing.publish(draft.branch, { name: user.name, email: user.email }, 'now', head),
        );
      } catch (error) {
        // The author is not here: their draft card says why until they change the draft (a save since the
        // review is theirs already: the publisher looks again).
        if (!(error instanceof DraftMovedRefusal)) await recordPublishRefusal(store, draft.branch, user.email, error);
        throw error;
      }
    },
  );

  scope.put<BranchParams & { Body: ScheduleRequest }>(
    '/drafts/:branch/schedule',
    {
      ...publisherOnly,
      schema: {
        params: BRANCH_PARAMS,
        body: {
          type: 'object',
          required: ['at', 'head'],
          additionalProperties: false,
          properties: { at: { type: 'string', format: 'date-time', title: 'Publish at' }, head: REVIEWED_HEAD_SCHEMA },
        },
      },
    },
    async (request) => {
      const draft = await draftFor(store, request, request.params.branch, 'publisher');
      mustBeOpen(draft);
      await mustBeReviewedVersion(store, repo, draft, request.body.head);
      await mustBeSubmittedUnlessOwn(store, draft, userOf(request));
      const at = new Date(request.body.at);
      if (Number.isNaN(at.getTime()) || at.getTime() <= now().getTime()) {
        throw new AdminApiError(400, 'Pick a date and time in the future.');
      }
      // Refused now, while the publisher is here, rather than at the time when nobody is.
      const placeholders = await placeholdersOf(repo, draft);
      if (placeholders.length > 0) throw new PlaceholdersLeft(placeholders);
      await store.scheduleDraft(draft.branch, at.toISOString());
      await store.audit({
        actor: userOf(request).email,
        action: 'schedule',
        subject: draft.branch,
        // The scheduler publishes this version and no other (scheduled-version.ts).
        detail: scheduleDetail(at.toISOString(), request.body.head),
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
