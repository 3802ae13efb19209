import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPublishing } from '../../../src/admin/server/publishing.ts';
import { createServedSite } from '../../../src/admin/server/served-site.ts';
import { ValidationRefused } from '../../../src/admin/server/validation-gate.ts';
import { fakeReleases, fakeRepo, fakeStore } from './fakes.ts';

const publisher = { name: 'Priya Publisher', email: 'priya@example.in' };

describe('publishing a draft', () => {
  let stateDir: string;
  beforeEach(async () => {
    stateDir = await mkdtemp(path.join(tmpdir(), 'admin-publishing-'));
  });
  afterEach(async () => {
    await rm(stateDir, { recursive: true, force: true });
  });

  async function setUp(validate = async () => {}) {
    const store = fakeStore();
    const repo = fakeRepo();
    const releases = fakeReleases();
    const site = createServedSite(releases, stateDir);
    await site.update({ from: null, to: await repo.head() });
    const branch = await repo.createDraft({ name: 'Asha', email: 'asha@example.in' }, 'pages/index.json');
    await repo.commitDraft(branch, ['pages/index.json'], 'Saved pages/index.json', {
      name: 'Asha',
      email: 'asha@example.in',
    });
    await store.upsertDraft({ branch, authorEmail: 'asha@example.in', title: 'pages/index.json', status: 'submitted' });
    return { store, repo, releases, site, branch, publishing: createPublishing({ store, repo, site, validate }) };
  }

  it('rebuilds only the changed files, announces the commit, marks the draft published and audits it', async () => {
    const { store, repo, releases, site, branch, publishing } = await setUp();
    const outcome = await publishing.publish(branch, publisher);
    expect(outcome).toMatchObject({ commit: await repo.head(), files: ['pages/index.json'] });
    expect(releases.builds.at(-1)).toEqual(['pages/index.json']);
    expect(await site.servedCommit()).toBe(outcome.commit);
    expect(store.announced).toEqual([outcome.commit]);
    expect((await store.draft(branch))?.status).toBe('published');
    expect(store.audits.at(-1)).toMatchObject({ actor: publisher.email, action: 'publish', subject: branch });
  });

  it('publishes nothing when the gate refuses: no build, no announcement, the draft stays submitted', async () => {
    const refusal = new ValidationRefused([
      { file: 'pages/index.json', line: 3, column: 5, field: 'Title', message: 'must not be empty' },
    ]);
    const { store, repo, releases, branch, publishing } = await setUp(async () => {
      throw refusal;
    });
    await expect(publishing.publish(branch, publisher)).rejects.toBe(refusal);
    expect(repo.published).toEqual([]);
    expect(releases.builds).toHaveLength(1);
    expect(store.announced).toEqual([]);
    expect((await store.draft(branch))?.status).toBe('submitted');
  });

  it('builds everything when the served release is not the head it publishes on (a rebuild was missed)', async () => {
    const { releases, site, branch, publishing } = await setUp();
    await site.update({ from: 'elsewhere', to: 'stale000' });
    await publishing.publish(branch, publisher);
    expect(releases.builds.at(-1)).toBeUndefined();
  });

  it('takes what another instance pushed before publishing on top of it', async () => {
    const { repo, releases, site, branch, publishing } = await setUp();
    repo.remoteAhead = { commit: 'remote01', files: ['pages/about.json'] };
    await publishing.publish(branch, publisher);
    expect(releases.builds.slice(1)).toEqual([['pages/about.json'], ['pages/index.json']]);
    expect(await site.servedCommit()).toBe(await repo.head());
  });

  it('runs publishes one after another under the lock', async () => {
    const { store, repo, branch, publishing } = await setUp();
    const other = await repo.createDraft({ name: 'Asha', email: 'asha@example.in' }, 'pages/about.json');
    await store.upsertDraft({ branch: other, authorEmail: 'asha@example.in', title: 'about', status: 'submitted' });
    const [first, second] = await Promise.all([
      publishing.publish(branch, publisher),
      publishing.publish(other, publisher),
    ]);
    expect(first.commit).not.toBe(second.commit);
    expect(store.announced).toEqual([first.commit, second.commit]);
  });

  it('rolls back as a new published version, audited as a rollback', async () => {
    const { store, releases, publishing } = await setUp();
    const outcome = await publishing.rollback('abc1234', publisher);
    // The fake's version folder is no git checkout, so what differs is unknown and the release is built in
    // full; with git it is only the changed files (publish-build-failure.test.ts).
    expect(releases.builds.at(-1)).toBeUndefined();
    expect(store.announced).toEqual([outcome.commit]);
    expect(store.audits.at(-1)).toMatchObject({ action: 'rollback', subject: 'abc1234', actor: publisher.email });
  });
});

describe('rebuilding for a content moment (an entry published or expiring)', () => {
  it('rebuilds the due entries of the published head under the publish lock, as one-file changes', async () => {
    const stateDir = await mkdtemp(path.join(tmpdir(), 'admin-publishing-'));
    try {
      const store = fakeStore();
      const repo = fakeRepo();
      const releases = fakeReleases();
      const site = createServedSite(releases, stateDir);
      await site.update({ from: null, to: await repo.head() });
      let locked = false;
      const withPublishLock = store.withPublishLock.bind(store);
      store.withPublishLock = (work) =>
        withPublishLock(async () => {
          locked = true;
          try {
            return await work();
          } finally {
            locked = false;
          }
        });
      const rebuild = releases.rebuild.bind(releases);
      let rebuiltUnderLock = false;
      releases.rebuild = (files) => {
        rebuiltUnderLock = locked;
        return rebuild(files);
      };
      const publishing = createPublishing({ store, repo, site, validate: async () => {} });
      await publishing.refreshContent(['content/jobs/plc-engineer.json']);
      expect(releases.builds.at(-1)).toEqual(['content/jobs/plc-engineer.json']);
      expect(rebuiltUnderLock).toBe(true);
      expect(await site.servedCommit()).toBe(await repo.head());
    } finally {
      await rm(stateDir, { recursive: true, force: true });
    }
  });
});
