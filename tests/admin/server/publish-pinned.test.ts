/**
 * Publish publishes the draft's commit the publisher reviewed, and a scheduled publish the commit that was
 * scheduled: a save after it refuses the publish in words and changes nothing. Real git with a bare remote;
 * fakes for the store and the releases.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DraftMovedRefusal } from '../../../src/admin/server/draft-moved-refusal.ts';
import { createPublishing, type Publishing } from '../../../src/admin/server/publishing.ts';
import { startScheduler } from '../../../src/admin/server/scheduler.ts';
import { scheduleDetail } from '../../../src/admin/server/scheduled-version.ts';
import { createServedSite } from '../../../src/admin/server/served-site.ts';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  ann,
  createContentFixture,
  openFixtureRepository,
  petra,
  runGit,
  saveInDraft,
  type ContentFixture,
} from '../../publishing/content/content-fixture.ts';
import { fakeReleases, fakeStore } from './fakes.ts';

vi.setConfig({ testTimeout: 60_000 });

const home = (heading: string) => `{\n  "title": "Home",\n  "heading": "${heading}"\n}\n`;
const silent = { info: () => {}, error: () => {} };

describe('publishing the version that was reviewed', () => {
  let fixture: ContentFixture;
  let stateDir: string;
  let repo: ContentRepository;
  let store: ReturnType<typeof fakeStore>;
  let publishing: Publishing;
  let branch: string;

  beforeEach(async () => {
    fixture = createContentFixture();
    stateDir = await mkdtemp(path.join(tmpdir(), 'publish-pinned-'));
    repo = await openFixtureRepository(fixture);
    const site = createServedSite(fakeReleases(), stateDir);
    await site.update({ from: null, to: await repo.head() });
    store = fakeStore();
    publishing = createPublishing({ store, repo, site, validate: async () => {} });
    branch = await repo.createDraft(ann, 'pages/index.json');
    await saveInDraft(repo, branch, { 'pages/index.json': home('Reviewed heading') }, ann);
    await store.upsertDraft({ branch, authorEmail: ann.email, title: 'Home', status: 'submitted' });
  });
  afterEach(async () => {
    await repo.draftPushesSettled();
    fixture.cleanup();
    await rm(stateDir, { recursive: true, force: true });
  });

  const publishedHome = () => readFileSync(path.join(fixture.published, 'pages/index.json'), 'utf8');
  const remoteHead = () => runGit(fixture.remote, ['rev-parse', 'main']).trim();

  it('refuses the reviewed commit once the draft was saved again, changing nothing; its new head publishes it', async () => {
    const reviewed = await repo.draftHead(branch);
    await saveInDraft(repo, branch, { 'pages/index.json': home('Heading nobody reviewed') }, ann);
    const before = { head: await repo.head(), remote: remoteHead(), home: publishedHome() };

    const refusal = await publishing.publish(branch, petra, 'now', reviewed).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DraftMovedRefusal);
    expect((refusal as DraftMovedRefusal).status).toBe(409);
    expect((refusal as Error).message).toBe(
      'Ann Author saved this draft after you opened it; look at the changes again.',
    );
    expect({ head: await repo.head(), remote: remoteHead(), home: publishedHome() }).toEqual(before);
    expect((await store.draft(branch))?.status).toBe('submitted');

    await publishing.publish(branch, petra, 'now', await repo.draftHead(branch));
    expect(publishedHome()).toBe(home('Heading nobody reviewed'));
  });

  async function scheduleNowAndTick(version: string) {
    const at = '2026-11-26T10:00:00.000Z';
    await store.scheduleDraft(branch, at);
    await store.audit({ actor: petra.email, action: 'schedule', subject: branch, detail: scheduleDetail(at, version) });
    const scheduler = startScheduler({
      store,
      publishing,
      now: () => new Date('2026-11-26T10:00:01Z'),
      log: silent,
      intervalMs: 60_000,
    });
    await scheduler.tick();
    await scheduler.stop();
  }

  it('publishes at the scheduled time the commit that was scheduled', async () => {
    await scheduleNowAndTick(await repo.draftHead(branch));
    expect(publishedHome()).toBe(home('Reviewed heading'));
    expect((await store.draft(branch))?.status).toBe('published');
  });

  it('does not publish a draft saved after it was scheduled: the schedule ends, the card says why', async () => {
    const scheduled = await repo.draftHead(branch);
    await saveInDraft(repo, branch, { 'pages/index.json': home('Heading nobody reviewed') }, ann);
    const before = publishedHome();
    await scheduleNowAndTick(scheduled);
    expect(publishedHome()).toBe(before);
    const draft = await store.draft(branch);
    expect(draft?.status).not.toBe('published');
    expect(draft?.scheduledAt).toBeNull();
    const [failure] = await store.latestAuditOf([branch], ['schedule-failed']);
    expect(failure?.detail).toContain(
      'Ann Author saved this draft after it was scheduled; look at the changes again and schedule it again.',
    );
  });
});
