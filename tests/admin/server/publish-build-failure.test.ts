/**
 * A publish (or rollback) whose content passes validation but cannot be built into the public site: the
 * release is built from the merged result before the published branch moves, so a failed build is refused
 * in words and changes nothing: not the published branch, not the remote, not the site. Real git with a bare
 * remote; fakes for the store and the releases (which fail on demand, as a builder's EISDIR did).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPublishing } from '../../../src/admin/server/publishing.ts';
import { ReleaseBuildFailed } from '../../../src/admin/server/release-build-failed.ts';
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

const newHome = '{\n  "title": "Home",\n  "heading": "Conveyors that never stop"\n}\n';

describe('a publish whose release build fails after validation passed', () => {
  let fixture: ContentFixture;
  let stateDir: string;
  let repo: ContentRepository;
  beforeEach(async () => {
    fixture = createContentFixture();
    stateDir = await mkdtemp(path.join(tmpdir(), 'publish-build-failure-'));
    repo = await openFixtureRepository(fixture);
  });
  afterEach(async () => {
    await repo.draftPushesSettled();
    fixture.cleanup();
    await rm(stateDir, { recursive: true, force: true });
  });

  async function setUp() {
    const releases = fakeReleases();
    const site = createServedSite(releases, stateDir);
    await site.update({ from: null, to: await repo.head() });
    const publishing = createPublishing({ store: fakeStore(), repo, site, validate: async () => {} });
    const branch = await repo.createDraft(ann, 'pages/index.json');
    await saveInDraft(repo, branch, { 'pages/index.json': newHome }, ann);
    return { releases, site, publishing, branch };
  }

  const builderFailure = () =>
    new Error(`EISDIR: illegal operation on a directory, open '${fixture.scratch}/releases/.partial-7/robots.txt'`);
  const remoteHead = () => runGit(fixture.remote, ['rev-parse', 'main']).trim();
  const publishedHome = () => readFileSync(path.join(fixture.published, 'pages/index.json'), 'utf8');

  it('is refused in words, and the published branch, the remote and the site stay as they were', async () => {
    const { releases, site, publishing, branch } = await setUp();
    const before = { head: await repo.head(), remote: remoteHead(), served: await site.servedCommit() };
    releases.failNextBuild = builderFailure();
    const refusal = await publishing.publish(branch, petra).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ReleaseBuildFailed);
    const message = (refusal as Error).message;
    expect(message).toMatch(/^Nothing was published: the site could not be built from this version \(EISDIR/);
    expect(message).toContain('robots.txt');
    expect(message).not.toContain(fixture.scratch);
    expect(await repo.head()).toBe(before.head);
    expect(remoteHead()).toBe(before.remote);
    expect(await site.servedCommit()).toBe(before.served);
    expect(releases.builds).toEqual([undefined]);
    expect(publishedHome()).not.toBe(newHome);
    expect((await repo.changes(branch)).map((change) => change.file)).toEqual(['pages/index.json']);
  });

  it('lets the same draft be published afterwards, built from the merged draft before the branch moved', async () => {
    const { releases, site, publishing, branch } = await setUp();
    releases.failNextBuild = builderFailure();
    await publishing.publish(branch, petra).catch(() => undefined);
    const outcome = await publishing.publish(branch, petra);
    expect(await repo.head()).toBe(outcome.commit);
    expect(remoteHead()).toBe(outcome.commit);
    expect(await site.servedCommit()).toBe(outcome.commit);
    expect(releases.builds.at(-1)).toEqual(['pages/index.json']);
    expect(releases.roots.at(-1)).toBe(await repo.draftRoot(branch));
    expect(publishedHome()).toBe(newHome);
  });

  it('refuses a rollback the same way', async () => {
    const { releases, site, publishing, branch } = await setUp();
    const first = await repo.head();
    await publishing.publish(branch, petra);
    const before = { head: await repo.head(), served: await site.servedCommit() };
    releases.failNextBuild = builderFailure();
    await expect(publishing.rollback(first, petra)).rejects.toBeInstanceOf(ReleaseBuildFailed);
    expect(await repo.head()).toBe(before.head);
    expect(remoteHead()).toBe(before.head);
    expect(await site.servedCommit()).toBe(before.served);
    const rolledBack = await publishing.rollback(first, petra);
    expect(await site.servedCommit()).toBe(rolledBack.commit);
    expect(releases.builds.at(-1)).toEqual(['pages/index.json']);
  });
});
