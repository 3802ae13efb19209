import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminStore } from '../../../src/admin/server/admin-parts.ts';
import type { DraftView } from '../../../src/admin/shared/admin-api.ts';
import { ContentConflict } from '../../../src/publishing/content/index.ts';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

/** A draft that conflicts with the published pages, as the admin API shows it and lets its author resolve it. */
describe('a draft in conflict with the published pages', () => {
  let server: AdminTestServer;
  let store: AdminStore;
  let app: FastifyInstance;
  let repo: AdminTestServer['repo'];
  let branch: string;

  beforeEach(async () => {
    server = await startAdminTestServer('published-conflict-');
    ({ store, app, repo } = server);
    branch = 'drafts/asha-solutions';
    await store.upsertDraft({ branch, authorEmail: 'asha@example.in', title: 'Solutions title', status: 'submitted' });
    repo.draftHeads.set(branch, 'a'.repeat(40));
    repo.draftFiles.set(branch, [
      { file: 'pages/solutions.json', status: 'modified', before: '{}', after: '{}', diff: '' },
    ]);
    repo.publishedConflicts.set(branch, {
      pages: [
        {
          file: 'pages/solutions.json',
          published: '{ "title": "By Ravi" }\n',
          draft: '{ "title": "By Asha" }\n',
          publishedBy: { name: 'Priya Publisher', email: 'priya@example.in' },
          publishedAt: '2026-11-26T08:00:00+00:00',
        },
      ],
    });
  });

  afterEach(() => server.close());

  async function as(email: string) {
    const cookie = await server.logIn(email);
    return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  }
  const resolveUrl = () => `/admin/api/drafts/${encodeURIComponent(branch)}/resolve-conflict`;
  const listed = async (email: string) =>
    ((await (await as(email))('GET', '/admin/api/drafts')).json() as { drafts: DraftView[] }).drafts.find(
      (draft) => draft.branch === branch,
    );

  it('lists the conflicting pages with both versions on the draft, for its author', async () => {
    const draft = await listed('asha@example.in');
    expect(draft?.publishedConflict?.pages.map((page) => [page.file, page.published, page.draft])).toEqual([
      ['pages/solutions.json', '{ "title": "By Ravi" }\n', '{ "title": "By Asha" }\n'],
    ]);
  });

  it('lets only the draft’s author or a publisher resolve it, with a choice it names', async () => {
    const ravi = await as('ravi@example.in');
    const refused = await ravi('POST', resolveUrl(), { keep: 'mine' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'This draft is not yours.' });
    const asha = await as('asha@example.in');
    expect((await asha('POST', resolveUrl(), { keep: 'both' })).statusCode).toBe(400);
    expect(repo.resolved).toEqual([]);

    const resolved = await asha('POST', resolveUrl(), { keep: 'mine' });

    expect(resolved.statusCode, resolved.body).toBe(200);
    expect((resolved.json() as { draft: DraftView }).draft.publishedConflict).toBeNull();
    expect(repo.resolved).toEqual([{ branch, keep: 'mine', author: 'asha@example.in' }]);
    const audit = await store.listAudit();
    expect(audit[0]).toMatchObject({ actor: 'asha@example.in', action: 'save', subject: branch });
    expect(audit[0]?.detail).toMatch(/keeping the draft's lines where both changed pages\/solutions\.json/);
    // Nothing is left to resolve: a second answer is refused in words.
    const again = await asha('POST', resolveUrl(), { keep: 'published' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatch(/does not conflict with the published pages/);
  });

  it('lets a publisher resolve it, and hides the refused Publish it answered', async () => {
    const priya = await as('priya@example.in');
    repo.failNextPublish = new ContentConflict(['pages/solutions.json']);
    const draftUrl = `/admin/api/drafts/${encodeURIComponent(branch)}`;
    const { head } = (await priya('GET', `${draftUrl}/changes`)).json() as { head: string };
    expect((await priya('POST', `${draftUrl}/publish`, { head })).statusCode).toBe(409);
    expect((await listed('asha@example.in'))?.publishRefused?.reason).toMatch(/changed the same lines/);

    expect((await priya('POST', resolveUrl(), { keep: 'published' })).statusCode).toBe(200);

    expect(repo.resolved).toEqual([{ branch, keep: 'published', author: 'priya@example.in' }]);
    const after = await listed('asha@example.in');
    expect(after?.publishRefused).toBeUndefined();
    expect(after?.status).toBe('submitted');
  });
});
