/**
 * Scheduled and expiring entries on the production server: a closed job opening answers 410 Gone
 * with a way on to the open ones, the build's schedule file is never served, and the server builds
 * again by itself when a job closes or a post's publishAt comes (a timer, no cron).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { entriesChangingBetween } from '../../src/admin/server/due-entries.ts';
import { writeContentSchedule } from '../../src/build/prerender/content-schedule.ts';
import { LONGEST_TIMER_MS, startContentRebuildTimer } from '../../src/server/content-rebuild-timer.ts';
import { contentScheduleReader } from '../../src/server/content-schedule.ts';
import { registerStaticSite } from '../../src/server/static-site.ts';
import { NOT_FOUND_TEXT } from './helpers/fixture-dist.ts';
import { startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

const noFollow = { redirect: 'manual' } as const;
const silent = { info: () => {}, error: () => {} };

/** A project with an open job (closes at the end of 10 Mar 2026, Indian time) and a post due on 20 Mar 2026. */
async function fixtureProject(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'content-expiry-'));
  const entry = async (file: string, data: object) => {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), JSON.stringify(data));
  };
  await entry('content/jobs/plc-engineer.json', {
    title: 'PLC engineer',
    datePosted: '2026-03-01',
    validThrough: '2026-03-10',
  });
  await entry('content/jobs/closed-long-ago.json', {
    title: 'Welder',
    datePosted: '2025-01-01',
    validThrough: '2025-02-01',
  });
  await entry('content/posts/robot-cells.json', { title: 'Robot cells', date: '2026-03-20', publishAt: '2026-03-20' });
  await entry('content/posts/old-news.json', { title: 'Old', date: '2026-01-05' });
  return root;
}

/** The end of 10 Mar 2026 in India (UTC+05:30). */
const JOB_CLOSES = new Date('2026-03-10T18:30:00.000Z');
const POST_APPEARS = new Date('2026-03-19T18:30:00.000Z');

describe('410 Gone for expired entries', () => {
  let server: TestServer;
  const scheduleFile = () => path.join(server.tempDir, 'dist/_content-schedule.json');
  startTestServerForSuite(async (started) => {
    server = started;
    await writeFile(
      scheduleFile(),
      JSON.stringify({ nextChange: null, gone: ['/careers/current-openings/closed-long-ago'] }),
    );
  });

  it.each(['/careers/current-openings/closed-long-ago', '/careers/current-openings/closed-long-ago/'])(
    'answers %s with 410, a page that says the opening closed and links to the open ones',
    async (address) => {
      const response = await fetch(server.origin + address, noFollow);
      expect(response.status).toBe(410);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toMatch(/opening has closed/i);
      expect(html).toContain('href="/careers/current-openings"');
    },
  );

  it('answers HEAD alike, keeps the query string out of the match, and leaves other addresses alone', async () => {
    const head = await fetch(`${server.origin}/careers/current-openings/closed-long-ago?from=mail`, { method: 'HEAD' });
    expect(head.status).toBe(410);
    expect((await fetch(`${server.origin}/careers/current-openings/other`)).status).toBe(404);
    expect(await (await fetch(`${server.origin}/careers/current-openings/other`)).text()).toContain(NOT_FOUND_TEXT);
    expect((await fetch(`${server.origin}/`)).status).toBe(200);
  });

  it.each(['/_content-schedule.json', '/_content-schedule.json.br', '/_content-schedule.json.gz'])(
    'never serves %s',
    async (address) => {
      const response = await fetch(server.origin + address, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('closed-long-ago');
    },
  );

  it('reads the list again when a rebuild rewrites it', async () => {
    await writeFile(scheduleFile(), JSON.stringify({ nextChange: null, gone: [] }));
    const later = new Date(Date.now() + 5_000);
    const { utimes } = await import('node:fs/promises');
    await utimes(scheduleFile(), later, later);
    expect((await fetch(`${server.origin}/careers/current-openings/closed-long-ago`)).status).toBe(404);
  });
});

describe('the content schedule a build writes', () => {
  let root: string;
  beforeAll(async () => {
    root = await fixtureProject();
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('names the next moment and the expired jobs’ addresses as of CONTENT_NOW', async () => {
    const dist = path.join(root, 'dist');
    await mkdir(dist, { recursive: true });
    vi.stubEnv('CONTENT_NOW', '2026-03-05T12:00:00+05:30');
    try {
      await writeContentSchedule(root, dist);
    } finally {
      vi.unstubAllEnvs();
    }
    const schedule = await contentScheduleReader(dist)();
    expect(schedule.nextChange).toEqual(JOB_CLOSES);
    expect([...schedule.gone]).toEqual(['/careers/current-openings/closed-long-ago']);
  });

  it('names the entries a rebuild at a moment must render again', () => {
    expect(entriesChangingBetween(root, JOB_CLOSES, new Date(JOB_CLOSES.getTime() + 1000))).toEqual([
      'content/jobs/plc-engineer.json',
    ]);
    expect(entriesChangingBetween(root, POST_APPEARS, POST_APPEARS)).toEqual(['content/posts/robot-cells.json']);
    expect(entriesChangingBetween(root, new Date('2026-04-01'), new Date('2026-05-01'))).toEqual([]);
  });
});

describe('the server rebuilds by itself at the next content change', () => {
  let root: string;
  let dist: string;
  let app: FastifyInstance;
  const rebuilds: string[] = [];
  /** What a rebuild does to what the server reads: the schedule of the project as of the timer's now. */
  const rebuild = async (due: Date) => {
    rebuilds.push(due.toISOString());
    await writeContentSchedule(root, dist, new Date());
  };

  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-05T12:00:00+05:30'));
    root = await fixtureProject();
    dist = path.join(root, 'dist');
    await mkdir(dist, { recursive: true });
    await writeContentSchedule(root, dist, new Date());
    rebuilds.length = 0;
    app = Fastify();
    await registerStaticSite(app, { distDir: dist, apiPrefix: '/api/' });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const statusOf = async (url: string) => (await app.inject({ url })).statusCode;
  /** Moves the clock and lets the rebuild it started finish. */
  const advanceTo = async (moment: Date, timer: { rearm(): Promise<void> }) => {
    await vi.advanceTimersByTimeAsync(moment.getTime() - Date.now());
    await timer.rearm();
  };

  it('closes the job at the end of its validThrough (410), then publishes the post at its publishAt', async () => {
    const timer = startContentRebuildTimer({
      nextChange: async () => (await contentScheduleReader(dist)()).nextChange,
      rebuild,
      log: silent,
    });
    await timer.rearm();
    expect(await statusOf('/careers/current-openings/plc-engineer')).toBe(404);

    await advanceTo(new Date(JOB_CLOSES.getTime() - 1), timer);
    expect(rebuilds).toEqual([]);
    await advanceTo(JOB_CLOSES, timer);
    expect(rebuilds).toEqual([JOB_CLOSES.toISOString()]);
    expect(await statusOf('/careers/current-openings/plc-engineer')).toBe(410);

    // The next build waits for the post: nothing before its moment, one rebuild at it.
    await advanceTo(new Date(POST_APPEARS.getTime() - 1), timer);
    expect(rebuilds).toHaveLength(1);
    await advanceTo(POST_APPEARS, timer);
    expect(rebuilds).toEqual([JOB_CLOSES.toISOString(), POST_APPEARS.toISOString()]);
    expect((await contentScheduleReader(dist)()).nextChange).toBeUndefined();
    await timer.stop();
  });

  it('waits for a moment further away than the longest timer instead of firing at once', async () => {
    const far = new Date(Date.now() + 3 * LONGEST_TIMER_MS);
    const seen: Date[] = [];
    const timer = startContentRebuildTimer({
      nextChange: async () => (seen.length === 0 ? far : undefined),
      rebuild: async (due) => void seen.push(due),
      log: silent,
    });
    await timer.rearm();
    await vi.advanceTimersByTimeAsync(LONGEST_TIMER_MS + 10);
    await vi.advanceTimersByTimeAsync(LONGEST_TIMER_MS + 10);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(far.getTime() - Date.now());
    expect(seen).toEqual([far]);
    await timer.stop();
  });

  it('builds at once for a moment that passed while the server was down, and tries again after a failure', async () => {
    vi.setSystemTime(new Date(JOB_CLOSES.getTime() + 3_600_000));
    let attempts = 0;
    const timer = startContentRebuildTimer({
      nextChange: async () => (await contentScheduleReader(dist)()).nextChange,
      rebuild: async (due) => {
        attempts += 1;
        if (attempts === 1) throw new Error('disk full');
        await rebuild(due);
      },
      log: silent,
    });
    // Due already: the first arming fires at once (its file is read for real, hence the waits).
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(0);
      expect(attempts).toBe(1);
    });
    expect(await statusOf('/careers/current-openings/plc-engineer')).toBe(404);
    await vi.waitFor(() => expect(vi.getTimerCount()).toBe(1)); // the retry, a minute on
    await vi.advanceTimersByTimeAsync(59_000);
    expect(attempts).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(attempts).toBe(2));
    await timer.rearm();
    expect(await statusOf('/careers/current-openings/plc-engineer')).toBe(410);
    await timer.stop();
  });

  it('is stopped for good: no rebuild after stop', async () => {
    const timer = startContentRebuildTimer({
      nextChange: async () => (await contentScheduleReader(dist)()).nextChange,
      rebuild,
      log: silent,
    });
    await timer.rearm();
    await timer.stop();
    await vi.advanceTimersByTimeAsync(JOB_CLOSES.getTime() - Date.now() + 1000);
    expect(rebuilds).toEqual([]);
  });
});

describe('a rebuild that does not move the schedule on', () => {
  afterEach(() => vi.useRealTimers());

  it('is not repeated at once (a clock fixed by CONTENT_NOW), but a minute later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-03-20T00:00:00Z'));
    const stuck = new Date('2026-03-10T18:30:00Z');
    let rebuilds = 0;
    const timer = startContentRebuildTimer({
      nextChange: async () => stuck,
      rebuild: async () => void (rebuilds += 1),
      log: silent,
    });
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(0);
      expect(rebuilds).toBe(1);
    });
    await vi.advanceTimersByTimeAsync(59_000);
    expect(rebuilds).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(async () => {
      await vi.advanceTimersByTimeAsync(0);
      expect(rebuilds).toBe(2);
    });
    await timer.stop();
  });
});
