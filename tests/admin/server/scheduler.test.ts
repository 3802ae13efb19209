import { describe, expect, it, vi } from 'vitest';
import type { Publishing } from '../../../src/admin/server/publishing.ts';
import { NOT_THE_DRAFTS_FAULT } from '../../../src/admin/server/schedule-failures.ts';
import { startScheduler } from '../../../src/admin/server/scheduler.ts';
import { ValidationRefused } from '../../../src/admin/server/validation-gate.ts';
import { fakeStore } from './fakes.ts';

const silent = { info: () => {}, error: () => {} };

function recordingPublishing(fail?: Error): Publishing & { calls: [string, string, string | undefined][] } {
  const calls: [string, string, string | undefined][] = [];
  return {
    calls,
    async publish(branch, publisher, how) {
      calls.push([branch, publisher.email, how]);
      if (fail) throw fail;
      return { commit: 'c1', files: [], ms: 1 };
    },
    rollback: vi.fn(),
    catchUp: vi.fn(),
    refreshContent: vi.fn(),
  };
}

async function storeWithScheduledDraft(at: string) {
  const store = fakeStore();
  store.users.push({
    id: 2,
    email: 'priya@example.in',
    name: 'Priya',
    role: 'publisher',
    createdAt: '',
    passwordHash: '',
  });
  await store.upsertDraft({
    branch: 'drafts/asha-home',
    authorEmail: 'asha@example.in',
    title: 'home',
    status: 'submitted',
  });
  await store.scheduleDraft('drafts/asha-home', at);
  await store.audit({ actor: 'priya@example.in', action: 'schedule', subject: 'drafts/asha-home', detail: at });
  return store;
}

type FakeStore = Awaited<ReturnType<typeof storeWithScheduledDraft>>;
type RecordingPublishing = ReturnType<typeof recordingPublishing>;

/** The scheduler of an instance that starts at 12:00, three hours after the draft fell due. */
function startAfterTheDraftFellDue(store: FakeStore, publishing: Publishing) {
  return startScheduler({
    store,
    publishing,
    now: () => new Date('2026-11-26T12:00:00Z'),
    log: silent,
    intervalMs: 60_000,
  });
}

describe('the scheduler', () => {
  it('publishes a draft when its time comes, once, as the publisher who scheduled it', async () => {
    let now = new Date('2026-11-26T10:00:00Z');
    const store = await storeWithScheduledDraft('2026-11-26T10:05:00Z');
    const publishing = recordingPublishing();
    const scheduler = startScheduler({ store, publishing, now: () => now, log: silent, intervalMs: 60_000 });
    await scheduler.tick();
    expect(publishing.calls).toEqual([]);
    now = new Date('2026-11-26T10:05:01Z');
    await scheduler.tick();
    await scheduler.tick();
    expect(publishing.calls).toEqual([['drafts/asha-home', 'priya@example.in', 'scheduled']]);
    await scheduler.stop();
  });

  // One scenario: a draft fell due at 09:00 while no instance ran; an instance starts at 12:00 and ticks.
  it.each([
    {
      name: 'publishes at the first tick what fell due while no instance ran',
      fail: undefined,
      ticks: 1,
      check: async (_store: FakeStore, publishing: RecordingPublishing) => {
        expect(publishing.calls).toHaveLength(1);
      },
    },
    {
      // Nobody sent it back: the draft keeps its status, and its card says what happened (publish-failures tests).
      name: 'records why a scheduled publish failed, as the publisher who scheduled it, leaving the draft as it was',
      fail: new ValidationRefused([
        { file: 'pages/index.json', line: 9, column: 21, field: 'Title', message: 'must not be empty' },
      ]),
      ticks: 1,
      check: async (store: FakeStore) => {
        expect(await store.draft('drafts/asha-home')).toMatchObject({ status: 'submitted', comment: null });
        expect(store.audits.at(-1)).toEqual({
          actor: 'priya@example.in',
          action: 'schedule-failed',
          subject: 'drafts/asha-home',
          detail: expect.stringMatching(
            /^Scheduled for 2026-11-26T09:00:00\.000Z: The draft would break the site: .*pages\/index\.json, line 9: must not be empty/,
          ),
        });
      },
    },
    {
      name: 'says a failure that is not the draft’s is the server’s, keeping its own words for the log',
      fail: new Error('EIO: i/o error, write /srv/releases/next/index.html'),
      ticks: 1,
      check: async (store: FakeStore) => {
        expect(store.audits.at(-1)?.detail).toBe(`Scheduled for 2026-11-26T09:00:00.000Z: ${NOT_THE_DRAFTS_FAULT}`);
      },
    },
    {
      name: 'tries a failed scheduled publish no more: it is unscheduled',
      fail: new Error('pages/index.json: Title must not be empty'),
      ticks: 2,
      check: async (store: FakeStore, publishing: RecordingPublishing) => {
        expect(publishing.calls).toHaveLength(1);
        expect((await store.draft('drafts/asha-home'))?.scheduledAt).toBeNull();
      },
    },
  ])('$name', async ({ fail, ticks, check }) => {
    const store = await storeWithScheduledDraft('2026-11-26T09:00:00Z');
    const publishing = recordingPublishing(fail);
    const scheduler = startAfterTheDraftFellDue(store, publishing);
    for (let tick = 0; tick < ticks; tick += 1) await scheduler.tick();
    await check(store, publishing);
    await scheduler.stop();
  });

  it('records no failure for a draft that an instance which died had already published', async () => {
    const store = await storeWithScheduledDraft('2026-11-26T09:00:00Z');
    const publishing = recordingPublishing(new Error('Nothing to publish: the draft is merged already.'));
    const publish = publishing.publish;
    // As publishing.ts does when the merge is found done: the record is set to published, the refusal thrown.
    publishing.publish = async (branch, publisher, how) => {
      await store.setDraftStatus(branch, 'published', null);
      return publish(branch, publisher, how);
    };
    const scheduler = startAfterTheDraftFellDue(store, publishing);
    await scheduler.tick();
    expect(await store.draft('drafts/asha-home')).toMatchObject({ status: 'published', comment: null });
    expect(store.audits.map((entry) => entry.action)).not.toContain('schedule-failed');
    await scheduler.tick();
    expect(publishing.calls).toHaveLength(1);
    await scheduler.stop();
  });
});
