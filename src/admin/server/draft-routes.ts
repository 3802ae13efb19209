import type { FastifyInstance } from 'fastify';
import { requireRole } from '../auth/register-admin-auth.ts';
import { roleAllows } from '../store/admin-store.ts';
import type { ConflictChoice } from '../../publishing/content/index.ts';
import type { AdminStore, ContentRepository, KeptSave } from './admin-parts.ts';
import { publishFailuresOf } from './draft-publish-failures.ts';
import { AdminApiError } from './admin-api-error.ts';
import { refuseWhileSavesConflict } from './draft-conflict-gate.ts';
import { BRANCH_PARAMS, draftFor, draftView, mustBeOpen, OPEN_DRAFT_STATUSES, userOf } from './draft-access.ts';
import type { DraftWorkspaces } from './draft-workspaces.ts';

export interface DraftRoutesOptions {
  store: AdminStore;
  repo: ContentRepository;
  workspaces: DraftWorkspaces;
}

type BranchParams = { Params: { branch: string } };

/**
 * The drafts of the admin API: list, the editor's current draft, submit for review, send back with
 * a comment, settle conflicting saves or a conflict with the published pages, discard. Authors act on their own drafts, publishers on every draft.
 */
export async function registerDraftRoutes(scope: FastifyInstance, options: DraftRoutesOptions): Promise<void> {
  const { store, repo, workspaces } = options;

  scope.get('/drafts', async (request) => {
    const user = userOf(request);
    const drafts = (await store.listDrafts(OPEN_DRAFT_STATUSES)).filter(
      (draft) => roleAllows(user.role, 'publisher') || draft.authorEmail === user.email,
    );
    const failures = await publishFailuresOf(store, drafts);
    const views = await Promise.all(drafts.map((draft) => draftView(repo, draft)));
    return { drafts: views.map((view) => ({ ...view, ...failures.get(view.branch) })) };
  });

  scope.get('/current-draft', async (request) => {
    const draft = await workspaces.currentDraft(userOf(request));
    return { draft: draft ? await draftView(repo, draft) : null };
  });

  scope.put<{ Body: { branch: string | null } }>(
    '/current-draft',
    {
      schema: {
        body: {
          type: 'object',
          required: ['branch'],
          additionalProperties: false,
          properties: { branch: { type: ['string', 'null'], maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const { branch } = request.body;
      const draft = await workspaces.chooseDraft(userOf(request), branch);
      if (branch !== null && !draft) throw new AdminApiError(404, `No open draft of yours named ${branch}.`);
      return { draft: draft ? await draftView(repo, draft) : null };
    },
  );

  scope.post<BranchParams>('/drafts/:branch/submit', { schema: { params: BRANCH_PARAMS } }, async (request) => {
    const draft = await draftFor(store, request, request.params.branch, 'own');
    mustBeOpen(draft);
    await refuseWhileSavesConflict(repo, draft.branch, 'submitted');
    if ((await repo.changes(draft.branch)).length === 0)
      throw new AdminApiError(409, 'This draft changes nothing yet.');
    await store.setDraftStatus(draft.branch, 'submitted', null);
    await store.audit({ actor: userOf(request).email, action: 'submit', subject: draft.branch, detail: draft.title });
    return { draft: await draftView(repo, (await store.draft(draft.branch)) ?? draft) };
  });

  scope.post<BranchParams & { Body: { comment: string } }>(
    '/drafts/:branch/send-back',
    {
      preHandler: requireRole('publisher'),
      schema: {
        params: BRANCH_PARAMS,
        body: {
          type: 'object',
          required: ['comment'],
          additionalProperties: false,
          properties: { comment: { type: 'string', minLength: 1, maxLength: 4000, title: 'Comment' } },
        },
      },
    },
    async (request) => {
      const draft = await draftFor(store, request, request.params.branch, 'publisher');
      mustBeOpen(draft);
      // The schema counts characters; spaces alone would send the draft back without a word of what to change.
      const comment = request.body.comment.trim();
      if (comment === '') throw new AdminApiError(400, 'Write what the author should change.');
      await store.setDraftStatus(draft.branch, 'sent-back', comment);
      await store.audit({ actor: userOf(request).email, action: 'send-back', subject: draft.branch, detail: comment });
      return { draft: await draftView(repo, (await store.draft(draft.branch)) ?? draft) };
    },
  );

  // Saves of this draft, made on different instances, changed the same lines: the author keeps one's lines, from
  // any instance (the draft's last save, {keep: 'shared'}, or one held aside, {keep: 'held', id}; the id may be
  // left out while only one is held).
  scope.post<BranchParams & { Body: KeptSave }>(
    '/drafts/:branch/keep-version',
    {
      schema: {
        params: BRANCH_PARAMS,
        body: {
          type: 'object',
          required: ['keep'],
          additionalProperties: false,
          properties: {
            keep: { enum: ['shared', 'held'], title: 'Version to keep' },
            id: { type: 'string', pattern: '^[0-9a-f]{40}$', title: 'Held save' },
          },
        },
      },
    },
    async (request) => {
      const draft = await draftFor(store, request, request.params.branch, 'own');
      mustBeOpen(draft);
      await repo.syncDraft(draft.branch, 'read');
      const problem = repo.draftRemoteProblem(draft.branch);
      if (problem?.kind !== 'conflict') throw new AdminApiError(409, 'This draft has no conflicting saves to settle.');
      const choice = request.body;
      const heldId = choice.keep === 'held' ? choice.id : undefined;
      const held = problem.sides.held;
      const kept =
        choice.keep === 'shared'
          ? problem.sides.shared
          : heldId === undefined
            ? held.length === 1
              ? held[0]
              : undefined
            : held.find((side) => side.id === heldId);
      if (!kept) {
        throw new AdminApiError(
          409,
          heldId === undefined
            ? 'Several saves are held aside: say which one to keep.'
            : 'That save is no longer held aside: look at Drafts again and choose among the saves shown.',
        );
      }
      const user = userOf(request);
      await repo.keepDraftVersion(draft.branch, choice, { name: user.name, email: user.email });
      await store.audit({
        actor: user.email,
        action: 'save',
        subject: draft.branch,
        detail: `Kept ${kept.by}'s save of ${kept.at} where saves changed the same lines of ${problem.files.join(', ')}`,
      });
      return { draft: await draftView(repo, draft) };
    },
  );

  // The draft and the published pages changed the same lines: its author (or a publisher) keeps the draft's lines
  // or takes the published ones there; every other published change comes into the draft either way.
  scope.post<BranchParams & { Body: { keep: ConflictChoice } }>(
    '/drafts/:branch/resolve-conflict',
    {
      schema: {
        params: BRANCH_PARAMS,
        body: {
          type: 'object',
          required: ['keep'],
          additionalProperties: false,
          properties: { keep: { enum: ['mine', 'published'], title: 'Version to keep' } },
        },
      },
    },
    async (request) => {
      const draft = await draftFor(store, request, request.params.branch, 'own');
      mustBeOpen(draft);
      // Saves of the draft from another server come in first, or wait for her choice among them (DraftNotShared).
      await repo.syncDraft(draft.branch, 'write');
      const conflict = await repo.publishedConflict(draft.branch);
      if (!conflict) throw new AdminApiError(409, 'This draft does not conflict with the published pages (any more).');
      const user = userOf(request);
      const { keep } = request.body;
      await repo.resolvePublishedConflict(draft.branch, keep, { name: user.name, email: user.email });
      // A change of the draft: the note of the refused Publish it answers is no longer news.
      await store.upsertDraft({ branch: draft.branch, authorEmail: draft.authorEmail, title: draft.title });
      await store.audit({
        actor: user.email,
        action: 'save',
        subject: draft.branch,
        detail: `Brought up to date with the published pages, ${keep === 'mine' ? "keeping the draft's lines" : 'taking the published lines'} where both changed ${conflict.pages.map((page) => page.file).join(', ')}`,
      });
      return { draft: await draftView(repo, (await store.draft(draft.branch)) ?? draft) };
    },
  );

  scope.delete<BranchParams>('/drafts/:branch', { schema: { params: BRANCH_PARAMS } }, async (request) => {
    const draft = await draftFor(store, request, request.params.branch, 'own');
    mustBeOpen(draft);
    await store.scheduleDraft(draft.branch, null);
    await store.setDraftStatus(draft.branch, 'discarded', null);
    await repo.deleteDraft(draft.branch);
    // Discarding throws away an author's work for good: who did it must be on record, as for a publish.
    await store.audit({ actor: userOf(request).email, action: 'discard', subject: draft.branch, detail: draft.title });
    return { ok: true };
  });
}
