import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminStore } from '../../../src/admin/server/admin-parts.ts';
import { validateForPublish, ValidationRefused } from '../../../src/admin/server/validation-gate.ts';
import { scheduledVersionOf } from '../../../src/admin/server/scheduled-version.ts';
import type { ChangesResponse } from '../../../src/admin/shared/admin-api.ts';
import { ContentConflict, DraftNotShared } from '../../../src/publishing/content/index.ts';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

/**
 * The admin API with the real login (A) and the real editor API (B) on a copy of the base fixture,
 * and fakes for git and the releases: who may do what, and what each request changes.
 */
describe('the admin API', () => {
  let server: AdminTestServer;
  let store: AdminStore;
  let app: FastifyInstance;
  let repo: AdminTestServer['repo'];
  let releases: AdminTestServer['releases'];

  beforeEach(async () => {
    server = await startAdminTestServer('admin-api-');
    ({ store, app, repo, releases } = server);
  });

  afterEach(() => server.close());

  const logIn = (email: string) => server.logIn(email);

  function as(cookie: string) {
    return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      app.inject({
        method,
        url,
        headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
  }

  async function authorSavesHome(cookie: string, headline = 'Cells for every line') {
    const request = as(cookie);
    const opened = await request('GET', '/admin/editor/api/file?file=pages/index.json');
    expect(opened.statusCode, opened.body).toBe(200);
    const { data, version } = opened.json() as {
      data: { blocks: { slides: { headline: string }[] }[] };
      version: string;
    };
    data.blocks[0]!.slides[0]!.headline = headline;
    const saved = await request('PUT', '/admin/editor/api/file', {
      file: 'pages/index.json',
      data,
      baseVersion: version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const current = await request('GET', '/admin/api/current-draft');
    return (current.json() as { draft: { branch: string } }).draft.branch;
  }

  const draftUrl = (branch: string, action = '') =>
    `/admin/api/drafts/${encodeURIComponent(branch)}${action ? `/${action}` : ''}`;

  /** Saves the home page and submits the draft for review, as the author. */
  async function authorSubmitsHome(cookie: string, headline?: string) {
    const branch = await authorSavesHome(cookie, headline);
    const submitted = await as(cookie)('POST', draftUrl(branch, 'submit'));
    expect(submitted.statusCode, submitted.body).toBe(200);
    return branch;
  }

  type Request = ReturnType<typeof as>;

  /** The draft's commit the review screen shows (its changes loaded now): what Publish and Schedule send back. */
  async function reviewedHead(request: Request, branch: string) {
    const review = await request('GET', draftUrl(branch, 'changes'));
    expect(review.statusCode, review.body).toBe(200);
    return (review.json() as ChangesResponse).head;
  }

  /** Publish as pressed on the review screen: the changes loaded, then their head sent back. */
  const publish = async (request: Request, branch: string) =>
    request('POST', draftUrl(branch, 'publish'), { head: await reviewedHead(request, branch) });
  const schedule = async (request: Request, branch: string, at: string, extra: object = {}) =>
    request('PUT', draftUrl(branch, 'schedule'), { at, head: await reviewedHead(request, branch), ...extra });

  it('reads the published pages until the first save, which starts a draft named after the author and commits as them', async () => {
    const asha = as(await logIn('asha@example.in'));
    expect((await asha('GET', '/admin/api/current-draft')).json()).toEqual({ draft: null });
    const branch = await authorSavesHome(await logIn('asha@example.in'));
    expect(branch).toMatch(/^drafts\/asha-/);
    expect(repo.commits).toEqual([
      expect.objectContaining({ branch, files: ['pages/index.json'], author: 'Asha Author <asha@example.in>' }),
    ]);
    expect(readFileSync(path.join(repo.publishedRoot, 'pages/index.json'), 'utf8')).not.toContain(
      'Cells for every line',
    );
    expect(readFileSync(path.join(await repo.draftRoot(branch), 'pages/index.json'), 'utf8')).toContain(
      'Cells for every line',
    );
    expect((await store.listAudit()).map((entry) => entry.action)).toContain('save');
    const drafts = (await asha('GET', '/admin/api/drafts')).json() as { drafts: { branch: string; files: string[] }[] };
    // The draft card's heading: the page's title and address, as the author knows the page, not its file.
    const homeTitle = (
      JSON.parse(readFileSync(path.join(repo.publishedRoot, 'pages/index.json'), 'utf8')) as {
        title: string;
      }
    ).title;
    expect(drafts.drafts).toEqual([
      expect.objectContaining({ branch, status: 'editing', files: ['pages/index.json'], title: `${homeTitle} · /` }),
    ]);
  });

  it('leaves no empty draft when a first save is refused, for a conflict or for data the checks refuse', async () => {
    const cookie = await logIn('asha@example.in');
    const asha = as(cookie);
    const opened = (await asha('GET', '/admin/editor/api/file?file=pages/index.json')).json() as {
      data: Record<string, unknown>;
      version: string;
    };
    const stale = await asha('PUT', '/admin/editor/api/file', {
      file: 'pages/index.json',
      data: opened.data,
      baseVersion: 'a-version-someone-else-replaced',
    });
    expect(stale.statusCode, stale.body).toBe(409);
    const invalid = await asha('PUT', '/admin/editor/api/file', {
      file: 'pages/index.json',
      data: { ...opened.data, title: 5 },
      baseVersion: opened.version,
    });
    expect(invalid.statusCode, invalid.body).toBe(422);

    expect((await asha('GET', '/admin/api/drafts')).json()).toEqual({ drafts: [] });
    expect((await asha('GET', '/admin/api/current-draft')).json()).toEqual({ draft: null });
    expect(repo.commits).toEqual([]);
    // The next save that is taken starts the draft as before.
    const branch = await authorSavesHome(cookie);
    expect((await asha('GET', '/admin/api/drafts')).json()).toMatchObject({
      drafts: [{ branch, files: ['pages/index.json'] }],
    });
  });

  it('lets an author submit but refuses their publish, schedule, send-back and rollback with 403, changing nothing', async () => {
    const cookie = await logIn('asha@example.in');
    const branch = await authorSavesHome(cookie);
    const asha = as(cookie);
    expect((await asha('POST', draftUrl(branch, 'submit'))).statusCode).toBe(200);
    expect((await store.draft(branch))?.status).toBe('submitted');
    for (const [method, url, body] of [
      ['POST', draftUrl(branch, 'publish'), { head: 'a'.repeat(40) }],
      ['PUT', draftUrl(branch, 'schedule'), { at: '2099-01-01T00:00:00Z', head: 'a'.repeat(40) }],
      ['POST', draftUrl(branch, 'send-back'), { comment: 'no' }],
      ['POST', '/admin/api/history/abcdef1/rollback', undefined],
    ] as const) {
      const response = await asha(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(repo.published).toEqual([]);
    expect((await store.draft(branch))?.scheduledAt).toBeNull();
  });

  it('keeps other authors out of a draft and shows a publisher every draft with its changes before and after', async () => {
    const branch = await authorSavesHome(await logIn('asha@example.in'));
    const ravi = as(await logIn('ravi@example.in'));
    expect((await ravi('GET', '/admin/api/drafts')).json()).toEqual({ drafts: [] });
    expect((await ravi('POST', draftUrl(branch, 'submit'))).statusCode).toBe(403);
    expect((await ravi('GET', draftUrl(branch, 'changes'))).statusCode).toBe(403);

    const priya = as(await logIn('priya@example.in'));
    expect(((await priya('GET', '/admin/api/drafts')).json() as { drafts: unknown[] }).drafts).toHaveLength(1);
    const changes = (await priya('GET', draftUrl(branch, 'changes'))).json();
    expect(changes).toEqual({
      head: repo.draftHeads.get(branch),
      changes: [
        expect.objectContaining({
          file: 'pages/index.json',
          route: '/',
          status: 'modified',
          beforeUrl: '/',
          afterUrl: `/admin/preview/${encodeURIComponent(branch)}/`,
        }),
      ],
      placeholders: [],
    });
    const preview = await priya('GET', `/admin/preview/${encodeURIComponent(branch)}/`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('text/html');
    expect((await priya('GET', `/admin/preview/${encodeURIComponent(branch)}/missing`)).statusCode).toBe(404);
  });

  it('previews a draft at the address the guide writes, the draft’s name with its slash: /admin/preview/drafts/<name>/<route>', async () => {
    const branch = await authorSavesHome(await logIn('asha@example.in'));
    expect(branch).toMatch(/^drafts\//);
    const priya = as(await logIn('priya@example.in'));
    const typed = await priya('GET', `/admin/preview/${branch}/`);
    expect(typed.statusCode, typed.body).toBe(200);
    expect(typed.body).toBe((await priya('GET', `/admin/preview/${encodeURIComponent(branch)}/`)).body);
    expect((await priya('GET', `/admin/preview/${branch}/missing`)).statusCode).toBe(404);
    expect((await priya('GET', '/admin/preview/drafts/nobody-here/')).statusCode).toBe(404);
  });

  it('publishes for a publisher: the changed page is rebuilt, the draft is published, the audit says who', async () => {
    const branch = await authorSubmitsHome(await logIn('asha@example.in'));
    const priya = as(await logIn('priya@example.in'));
    const published = await publish(priya, branch);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toEqual({
      commit: await repo.head(),
      files: ['pages/index.json'],
      ms: expect.any(Number),
    });
    expect(releases.builds.at(-1)).toEqual(['pages/index.json']);
    expect((await store.draft(branch))?.status).toBe('published');
    expect((await store.listAudit())[0]).toMatchObject({
      actor: 'priya@example.in',
      action: 'publish',
      subject: branch,
    });
  });

  it("answers 422 with the validator's problems and 409 with the files of a conflict, publishing nothing", async () => {
    const branch = await authorSubmitsHome(await logIn('asha@example.in'));
    const priya = as(await logIn('priya@example.in'));
    server.validate = async () => {
      throw new ValidationRefused([
        { file: 'pages/index.json', line: 9, column: 21, field: 'Headline', message: 'must not be empty' },
      ]);
    };
    const refused = await publish(priya, branch);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      problems: [{ file: 'pages/index.json', line: 9, message: 'must not be empty' }],
    });
    server.validate = async () => {};
    repo.failNextPublish = new ContentConflict(['pages/index.json']);
    const conflict = await publish(priya, branch);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ files: ['pages/index.json'] });
    expect(repo.published).toEqual([]);
    expect((await store.draft(branch))?.status).toBe('submitted');
  });

  it('tells the author on their draft why Publish was refused, in words, until they change the draft', async () => {
    const ashaCookie = await logIn('asha@example.in');
    const branch = await authorSubmitsHome(ashaCookie);
    const asha = as(ashaCookie);
    const priya = as(await logIn('priya@example.in'));
    const refusalOf = async () =>
      ((await asha('GET', '/admin/api/drafts')).json() as { drafts: { publishRefused?: unknown }[] }).drafts[0]!
        .publishRefused;
    expect(await refusalOf()).toBeUndefined();

    repo.failNextPublish = new ContentConflict(['pages/index.json']);
    expect((await publish(priya, branch)).statusCode).toBe(409);
    expect(await refusalOf()).toEqual({
      at: expect.any(String),
      by: 'priya@example.in',
      reason: expect.stringMatching(/changed the same lines.*open the draft in the editor.*\(pages\/index\.json\)/),
    });

    server.validate = async () => {
      throw new ValidationRefused([
        { file: 'pages/index.json', line: 9, column: 21, field: 'Headline', message: 'must not be empty' },
      ]);
    };
    expect((await publish(priya, branch)).statusCode).toBe(422);
    expect(await refusalOf()).toMatchObject({
      reason: expect.stringContaining('pages/index.json, line 9: must not be empty'),
    });

    // The author saves again: the refusal was about the draft before, and is not shown any more.
    server.validate = async () => {};
    await new Promise((resolve) => setTimeout(resolve, 5));
    await authorSavesHome(ashaCookie, 'A fixed headline');
    expect(await refusalOf()).toBeUndefined();
  });

  it('refuses to publish or schedule a draft whose changed pages still hold TODO placeholders, and lists them for the review; saving works', async () => {
    const asha = await logIn('asha@example.in');
    const branch = await authorSubmitsHome(asha, 'TODO: headline');
    const priya = as(await logIn('priya@example.in'));
    server.validate = validateForPublish;

    const review = await priya('GET', draftUrl(branch, 'changes'));
    expect(review.statusCode, review.body).toBe(200);
    const [placeholder, ...others] = (review.json() as ChangesResponse).placeholders;
    expect(others).toEqual([]);
    expect(placeholder).toMatchObject({ file: 'pages/index.json', field: 'Hero carousel › Hero slide 1 › Heading' });
    expect(placeholder!.message).toContain('still has the placeholder "TODO: headline"');
    expect(placeholder!.line).toBeGreaterThan(0);

    const scheduled = await schedule(priya, branch, '2099-01-01T09:30:00Z');
    expect(scheduled.statusCode, scheduled.body).toBe(422);
    expect((await store.draft(branch))?.scheduledAt).toBeNull();
    const refused = await publish(priya, branch);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'The draft still has 1 placeholder to replace before it is published.',
      problems: [{ file: 'pages/index.json', message: expect.stringContaining('TODO: headline') }],
    });
    expect(repo.published).toEqual([]);

    await authorSubmitsHome(asha, 'Cells for every line');
    expect(((await priya('GET', draftUrl(branch, 'changes'))).json() as ChangesResponse).placeholders).toEqual([]);
    const published = await publish(priya, branch);
    expect(published.statusCode, published.body).toBe(200);
  });

  it('publishes only the version the publisher reviewed: a save after the review is refused in words, changing nothing; loading the changes again publishes', async () => {
    const ashaCookie = await logIn('asha@example.in');
    const branch = await authorSubmitsHome(ashaCookie, 'Reviewed headline');
    const priya = as(await logIn('priya@example.in'));
    const reviewed = await reviewedHead(priya, branch);
    // The author saves again after the publisher opened the changes (the draft goes back to editing) and submits.
    await authorSubmitsHome(ashaCookie, 'Headline nobody reviewed');
    const builds = releases.builds.length;
    const headBefore = await repo.head();

    const refused = await priya('POST', draftUrl(branch, 'publish'), { head: reviewed });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Asha Author saved this draft after you opened it; look at the changes again.',
    });
    expect(repo.published).toEqual([]);
    expect(await repo.head()).toBe(headBefore);
    expect(releases.builds).toHaveLength(builds);
    expect((await store.draft(branch))?.status).toBe('submitted');
    // Not the author's to act on: their draft card shows no refused Publish.
    const listed = (await as(ashaCookie)('GET', '/admin/api/drafts')).json() as {
      drafts: { publishRefused?: unknown }[];
    };
    expect(listed.drafts[0]?.publishRefused).toBeUndefined();
    // Scheduling the stale version is refused the same way.
    const staleSchedule = await priya('PUT', draftUrl(branch, 'schedule'), {
      at: '2099-01-01T09:30:00Z',
      head: reviewed,
    });
    expect(staleSchedule.statusCode).toBe(409);
    expect((await store.draft(branch))?.scheduledAt).toBeNull();
    // Without the version reviewed there is no publish at all.
    expect((await priya('POST', draftUrl(branch, 'publish'))).statusCode).toBe(400);

    const published = await publish(priya, branch);
    expect(published.statusCode, published.body).toBe(200);
    expect(repo.published).toEqual([{ branch, publisher: 'priya@example.in' }]);
  });

  it("publishes a publisher's own draft without a submit, but another author's only once submitted", async () => {
    const ashaCookie = await logIn('asha@example.in');
    const editing = await authorSavesHome(ashaCookie);
    const priyaCookie = await logIn('priya@example.in');
    const priya = as(priyaCookie);
    const refused = await publish(priya, editing);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'Asha Author has not submitted this draft yet: they are still editing it.',
    });
    expect((await schedule(priya, editing, '2099-01-01T09:30:00Z')).statusCode).toBe(409);
    await priya('POST', draftUrl(editing, 'send-back'), { comment: 'Shorter, please.' });
    expect((await publish(priya, editing)).json()).toEqual({
      error: 'This draft was sent back to Asha Author, who has not submitted it again yet.',
    });
    expect(repo.published).toEqual([]);

    const own = await authorSavesHome(priyaCookie, 'Priya’s own headline');
    const published = await publish(priya, own);
    expect(published.statusCode, published.body).toBe(200);
    expect(repo.published).toEqual([{ branch: own, publisher: 'priya@example.in' }]);
  });

  it('records the version reviewed with a schedule, for the scheduler to publish and no other', async () => {
    const branch = await authorSubmitsHome(await logIn('asha@example.in'));
    const priya = as(await logIn('priya@example.in'));
    const head = await reviewedHead(priya, branch);
    expect((await schedule(priya, branch, '2099-01-01T09:30:00Z')).statusCode).toBe(200);
    expect(await scheduledVersionOf(store, branch)).toBe(head);
  });

  it('schedules only in the future, with a JSON Schema on the body, and unschedules', async () => {
    const branch = await authorSubmitsHome(await logIn('asha@example.in'));
    const priya = as(await logIn('priya@example.in'));
    expect((await schedule(priya, branch, 'tomorrow')).statusCode).toBe(400);
    expect((await schedule(priya, branch, '2001-01-01T00:00:00Z')).statusCode).toBe(400);
    expect((await schedule(priya, branch, '2099-01-01T09:30:00Z', { extra: 1 })).statusCode).toBe(400);
    // The version reviewed is part of the contract: without it, or not a commit, nothing is scheduled.
    expect((await priya('PUT', draftUrl(branch, 'schedule'), { at: '2099-01-01T09:30:00Z' })).statusCode).toBe(400);
    expect((await schedule(priya, branch, '2099-01-01T09:30:00Z', { head: 'HEAD' })).statusCode).toBe(400);
    expect((await store.draft(branch))?.scheduledAt).toBeNull();
    const scheduled = await schedule(priya, branch, '2099-01-01T09:30:00Z');
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect((await store.draft(branch))?.scheduledAt).toBe('2099-01-01T09:30:00.000Z');
    expect((await priya('DELETE', draftUrl(branch, 'schedule'))).statusCode).toBe(200);
    expect((await store.draft(branch))?.scheduledAt).toBeNull();
  });

  it('sends back with a comment, and a later save takes the draft back to editing', async () => {
    const cookie = await logIn('asha@example.in');
    const branch = await authorSavesHome(cookie);
    const priya = as(await logIn('priya@example.in'));
    expect((await priya('POST', draftUrl(branch, 'send-back'), {})).statusCode).toBe(400);
    // Blank is no comment: the author would get a draft sent back without a word of what to change.
    const blank = await priya('POST', draftUrl(branch, 'send-back'), { comment: ' \n\t ' });
    expect([blank.statusCode, blank.json()]).toEqual([400, { error: 'Write what the author should change.' }]);
    expect((await store.draft(branch))?.status).toBe('editing');
    const sent = await priya('POST', draftUrl(branch, 'send-back'), { comment: 'Shorter headline, please.' });
    expect(sent.json()).toMatchObject({ draft: { status: 'sent-back', comment: 'Shorter headline, please.' } });
    await authorSavesHome(cookie, 'Cells');
    expect((await store.draft(branch))?.status).toBe('editing');
  });

  it('refuses a request without a session (401) and a cross-origin post (403), changing nothing', async () => {
    const cookie = await logIn('priya@example.in');
    const branch = await authorSavesHome(await logIn('asha@example.in'));
    const anonymous = await app.inject({
      method: 'POST',
      url: draftUrl(branch, 'publish'),
      headers: { origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await app.inject({
      method: 'POST',
      url: draftUrl(branch, 'publish'),
      headers: {
        cookie,
        origin: 'https://evil.example',
        host: 'admin.test',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'x=1',
    });
    expect(crossSite.statusCode).toBe(403);
    expect(repo.published).toEqual([]);
  });

  it('answers 404 in words to deleting a page that does not exist, leaving no draft behind', async () => {
    const asha = as(await logIn('asha@example.in'));
    const answer = await asha('DELETE', '/admin/editor/api/file?file=pages/nope.json');
    expect(answer.statusCode, answer.body).toBe(404);
    expect(answer.json()).toMatchObject({ error: 'pages/nope.json does not exist.' });
    expect(repo.commits).toEqual([]);
    expect((await asha('GET', '/admin/api/drafts')).json()).toEqual({ drafts: [] });
  });

  it('starts a new draft after PUT current-draft null, and switches back to the first one', async () => {
    const cookie = await logIn('asha@example.in');
    const first = await authorSavesHome(cookie);
    const asha = as(cookie);
    expect((await asha('PUT', '/admin/api/current-draft', { branch: null })).json()).toEqual({ draft: null });
    const second = await authorSavesHome(cookie, 'Another change');
    expect(second).not.toBe(first);
    const back = await asha('PUT', '/admin/api/current-draft', { branch: first });
    expect(back.json()).toMatchObject({ draft: { branch: first } });
    expect((await asha('PUT', '/admin/api/current-draft', { branch: 'drafts/nobody' })).statusCode).toBe(404);
  });

  it('discards a draft for its author: gone from the list, its branch deleted, the audit says who', async () => {
    const cookie = await logIn('asha@example.in');
    const branch = await authorSavesHome(cookie);
    const asha = as(cookie);
    expect((await asha('DELETE', draftUrl(branch))).json()).toEqual({ ok: true });
    expect((await asha('GET', '/admin/api/drafts')).json()).toEqual({ drafts: [] });
    expect(repo.draftFiles.has(branch)).toBe(false);
    expect((await store.listAudit())[0]).toMatchObject({
      actor: 'asha@example.in',
      action: 'discard',
      subject: branch,
    });
  });

  it('reads and writes a draft after taking the saves other instances made, and refuses a write its saves here cannot share', async () => {
    const cookie = await logIn('asha@example.in');
    const branch = await authorSavesHome(cookie);
    // The first save started the draft from the published pages: nothing to take from elsewhere yet.
    expect(repo.syncs).toEqual([]);
    const asha = as(cookie);
    repo.remoteProblems.set(branch, {
      kind: 'conflict',
      files: ['pages/index.json'],
      sides: {
        shared: { by: 'Asha Author', at: '2026-11-26T06:00:00Z' },
        held: [{ by: 'Priya', at: '2026-11-26T06:01:00Z', id: 'a'.repeat(40) }],
      },
      heldOnRemote: true,
      message: 'This draft was also saved on another server.',
    });
    const opened = (await asha('GET', '/admin/editor/api/file?file=pages/index.json')).json() as {
      data: unknown;
      version: string;
    };
    const refused = await asha('PUT', '/admin/editor/api/file', {
      file: 'pages/index.json',
      data: opened.data,
      baseVersion: opened.version,
    });
    expect(repo.syncs).toEqual([
      [branch, 'read'],
      [branch, 'write'],
    ]);
    expect(refused.statusCode).toBe(423);
    expect(refused.json()).toEqual({
      error: 'Not saved. This draft was also saved on another server.',
      files: ['pages/index.json'],
    });
    expect(repo.commits).toHaveLength(1);
    const listed = (await asha('GET', '/admin/api/drafts')).json() as { drafts: { remoteProblem: unknown }[] };
    expect(listed.drafts[0]?.remoteProblem).toMatchObject({ kind: 'conflict', files: ['pages/index.json'] });

    repo.remoteProblems.set(branch, { kind: 'unreachable', message: 'The last save is on this server only.' });
    const away = await asha('PUT', '/admin/editor/api/file', {
      file: 'pages/index.json',
      data: opened.data,
      baseVersion: opened.version,
    });
    expect(away.statusCode).toBe(503);
    expect(away.json().error).toBe('Not saved. The last save is on this server only. Try again in a moment.');
  });

  it('refuses a publish whose push lost the race with a save held aside in the gate’s words, the first time', async () => {
    const cookie = await logIn('asha@example.in');
    const branch = await authorSubmitsHome(cookie);
    // The gate found nothing; the repository's publish then found a save held aside during its push.
    repo.failNextPublish = new DraftNotShared({
      kind: 'conflict',
      files: ['pages/index.json'],
      sides: {
        shared: { by: 'Asha Author', at: '2026-11-26T06:00:00Z' },
        held: [{ by: 'Priya', at: '2026-11-26T06:01:00Z', id: 'a'.repeat(40) }],
      },
      heldOnRemote: true,
      message: 'This draft was also saved on another server.',
    });
    const published = await publish(as(await logIn('priya@example.in')), branch);
    expect(published.statusCode).toBe(409);
    expect(published.json()).toEqual({
      error: 'Not published. This draft was also saved on another server.',
      files: ['pages/index.json'],
    });
    expect(repo.published).toEqual([]);
  });

  it('keeps the save the author picks for lines two saves changed, for the draft’s author only, and audits it', async () => {
    const cookie = await logIn('asha@example.in');
    const branch = await authorSavesHome(cookie);
    const keep = (who: string, body: unknown) => as(who)('POST', draftUrl(branch, 'keep-version'), body);
    expect((await keep(cookie, { keep: 'shared' })).statusCode).toBe(409);
    repo.remoteProblems.set(branch, {
      kind: 'conflict',
      files: ['pages/index.json'],
      sides: {
        shared: { by: 'Asha Author', at: '2026-11-26T06:00:00Z' },
        held: [{ by: 'Priya', at: '2026-11-26T06:01:00Z', id: 'a'.repeat(40) }],
      },
      heldOnRemote: true,
      message: 'This draft was also saved on another server.',
    });
    expect((await keep(await logIn('ravi@example.in'), { keep: 'shared' })).statusCode).toBe(403);
    expect((await keep(cookie, { keep: 'mine' })).statusCode).toBe(400);
    // Until the author chooses, the draft can be neither submitted nor published, in the author's words.
    const submitted = await as(cookie)('POST', draftUrl(branch, 'submit'));
    expect(submitted.statusCode).toBe(409);
    expect(submitted.json()).toEqual({
      error: 'Not submitted. This draft was also saved on another server.',
      files: ['pages/index.json'],
    });
    const published = await publish(as(await logIn('priya@example.in')), branch);
    expect(published.statusCode).toBe(409);
    expect(published.json().error).toBe('Not published. This draft was also saved on another server.');
    expect(repo.published).toEqual([]);
    expect((await keep(cookie, { keep: 'held', id: 'not-a-save' })).statusCode).toBe(400);
    const gone = await keep(cookie, { keep: 'held', id: 'f'.repeat(40) });
    expect(gone.statusCode).toBe(409);
    expect(gone.json().error).toBe(
      'That save is no longer held aside: look at Drafts again and choose among the saves shown.',
    );
    const kept = await keep(cookie, { keep: 'held', id: 'a'.repeat(40) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ draft: { branch, remoteProblem: null } });
    expect(repo.remoteProblems.has(branch)).toBe(false);
    expect((await store.listAudit())[0]).toMatchObject({
      actor: 'asha@example.in',
      action: 'save',
      subject: branch,
      detail: expect.stringContaining("Kept Priya's save of 2026-11-26T06:01:00Z"),
    });
  });
});
