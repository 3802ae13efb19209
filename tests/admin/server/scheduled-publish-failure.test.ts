import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DraftView } from '../../../src/admin/server/draft-access.ts';
import { startScheduler, type Scheduler } from '../../../src/admin/server/scheduler.ts';
import { ValidationRefused } from '../../../src/admin/server/validation-gate.ts';
import { ContentConflict } from '../../../src/publishing/content/index.ts';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

/**
 * A scheduled publish that fails at its time, through the admin API: nobody is there when it happens, so the
 * author's list of drafts (and every publisher's) says the publish did not happen and why, until the draft is
 * saved again, scheduled again or published. The real login, routes, store (SQLite) and scheduler; fakes for git
 * and the releases.
 */
describe('a scheduled publish that fails at its time', () => {
  let server: AdminTestServer;
  let app: FastifyInstance;
  let scheduler: Scheduler | undefined;
  const schedules = ['2099-01-01T09:30:00.000Z', '2099-01-02T09:30:00.000Z'];

  beforeEach(async () => {
    server = await startAdminTestServer('scheduled-failure-');
    app = server.app;
  });
  afterEach(async () => {
    await scheduler?.stop();
    await server.close();
  });

  const as = (cookie: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
      ...(payload === undefined ? {} : { payload }),
    });
  const draftUrl = (branch: string, action: string) => `/admin/api/drafts/${encodeURIComponent(branch)}/${action}`;
  /** Each save moves the draft's time: a few milliseconds apart, as a person's clicks are. */
  const later = () => new Promise((resolve) => setTimeout(resolve, 5));

  async function saveHome(request: ReturnType<typeof as>, headline: string) {
    const opened = (await request('GET', '/admin/editor/api/file?file=pages/index.json')).json() as {
      data: { blocks: { slides: { headline: string }[] }[] };
      version: string;
    };
    opened.data.blocks[0]!.slides[0]!.headline = headline;
    const saved = await request('PUT', '/admin/editor/api/file', {
      file: 'pages/index.json',
      data: opened.data,
      baseVersion: opened.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    return ((await request('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } }).draft.branch;
  }

  /** Runs the scheduler as an instance would at `at`: everything due by then is published or fails. */
  async function timeComes(at: string) {
    await scheduler?.stop();
    scheduler = startScheduler({
      store: server.store,
      publishing: server.publishing,
      now: () => new Date(Date.parse(at) + 1000),
      intervalMs: 60_000,
      log: { info: () => {}, error: () => {} },
    });
    await scheduler.tick();
  }

  it('tells the author and the publishers that it did not happen and why, until the draft changes or is scheduled again', async () => {
    const asha = as(await server.logIn('asha@example.in'));
    const priya = as(await server.logIn('priya@example.in'));
    const branch = await saveHome(asha, 'Cells for every line');
    expect((await asha('POST', draftUrl(branch, 'submit'))).statusCode).toBe(200);
    const cardOf = async (request: ReturnType<typeof as>) =>
      ((await request('GET', '/admin/api/drafts')).json() as { drafts: DraftView[] }).drafts.find(
        (draft) => draft.branch === branch,
      )!;
    const schedule = async (at: string) => {
      await later();
      // As the review screen does: the changes loaded, their version sent back with the time.
      const { head } = (await priya('GET', draftUrl(branch, 'changes'))).json() as { head: string };
      const scheduled = await priya('PUT', draftUrl(branch, 'schedule'), { at, head });
      expect(scheduled.statusCode, scheduled.body).toBe(200);
    };

    // 1. The merged pages fail validation at the time.
    await schedule(schedules[0]!);
    server.validate = async () => {
      throw new ValidationRefused([
        { file: 'pages/index.json', line: 9, column: 21, field: 'Headline', message: 'must not be empty' },
      ]);
    };
    await timeComes(schedules[0]!);
    expect(server.repo.published).toEqual([]);
    const failed = await cardOf(asha);
    expect(failed).toMatchObject({ status: 'submitted', scheduledAt: null, comment: null });
    expect(failed.scheduleFailed).toEqual({
      at: expect.any(String),
      scheduledFor: schedules[0],
      by: 'priya@example.in',
      reason: expect.stringMatching(/would break the site.*pages\/index\.json, line 9: must not be empty/),
      authorCanFix: true,
    });
    expect(failed.publishRefused).toBeUndefined();
    expect((await cardOf(priya)).scheduleFailed).toEqual(failed.scheduleFailed);
    expect((await server.store.listAudit({ limit: 1 }))[0]).toMatchObject({
      action: 'schedule-failed',
      actor: 'priya@example.in',
      subject: branch,
    });

    // 2. Scheduled again: the old failure is not news any more; this time its page conflicts.
    await schedule(schedules[1]!);
    expect((await cardOf(asha)).scheduleFailed).toBeUndefined();
    server.validate = async () => {};
    server.repo.failNextPublish = new ContentConflict(['pages/index.json']);
    await timeComes(schedules[1]!);
    expect((await cardOf(asha)).scheduleFailed).toMatchObject({
      scheduledFor: schedules[1],
      reason: expect.stringMatching(/changed the same lines.*resolve it.*\(pages\/index\.json\)/),
    });

    // 3. The author fixes and saves: the notice was about the draft before.
    await later();
    await saveHome(asha, 'Cells for every line, resolved');
    expect((await cardOf(asha)).scheduleFailed).toBeUndefined();
  });

  it('says a build that fails at its time, and a failure of the server that is not the draft’s', async () => {
    const asha = as(await server.logIn('asha@example.in'));
    const priya = as(await server.logIn('priya@example.in'));
    const branch = await saveHome(asha, 'Cells for every line');
    expect((await asha('POST', draftUrl(branch, 'submit'))).statusCode).toBe(200);
    const scheduleAndFail = async (at: string) => {
      await later();
      const { head } = (await priya('GET', draftUrl(branch, 'changes'))).json() as { head: string };
      expect((await priya('PUT', draftUrl(branch, 'schedule'), { at, head })).statusCode).toBe(200);
      await timeComes(at);
      const { drafts } = (await asha('GET', '/admin/api/drafts')).json() as { drafts: DraftView[] };
      return drafts[0]!.scheduleFailed;
    };

    server.releases.failNextBuild = new Error(
      `EISDIR: illegal operation on a directory, open '${server.dir}/x/robots.txt'`,
    );
    const build = await scheduleAndFail(schedules[0]!);
    expect(build).toMatchObject({ authorCanFix: true, reason: expect.stringContaining('could not be built') });
    expect(build?.reason).not.toContain(server.dir);

    server.validate = async () => {
      throw new Error(`ENOSPC: no space left on device, write '${server.dir}/releases/next'`);
    };
    const server500 = await scheduleAndFail(schedules[1]!);
    expect(server500).toMatchObject({ authorCanFix: false, reason: expect.stringContaining('log') });
    expect(server500?.reason).not.toContain('ENOSPC');
  });
});
