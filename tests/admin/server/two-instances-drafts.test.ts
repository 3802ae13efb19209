import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { FETCHED_RECENTLY_MS } from '../../../src/publishing/content/draft-handles.ts';
import { runGit as git } from '../../support/content-remote.ts';
import { postgresTestsAvailable } from '../../support/postgres-tests-available.ts';
import { on, twoInstancesOnPostgres, type Instance } from './two-instances-harness.ts';

// Two instances, a PostgreSQL server and git on a busy 2-core machine: seconds per step.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const available = postgresTestsAvailable();

/**
 * One author behind a load balancer: her requests reach either of two admin instances, which share one
 * PostgreSQL store and one bare CONTENT_REMOTE, each with its own checkout (the real content repository;
 * fakes for the site releases only).
 */
describe.runIf(available)('a draft saved through two instances on one store and one remote', () => {
  const two = twoInstancesOnPostgres({ remoteAs: 'path', name: 'two-instances' });
  const { instances, logIn } = two;

  /** Publish as the review screen sends it: the changes loaded on that instance, their head sent back. */
  const publishOn = async (instance: Instance, cookie: string, branch: string) => {
    const draftUrl = `/admin/api/drafts/${encodeURIComponent(branch)}`;
    const review = await on(instance, cookie)('GET', `${draftUrl}/changes`);
    expect(review.statusCode, review.body).toBe(200);
    return on(instance, cookie)('POST', `${draftUrl}/publish`, { head: (review.json() as { head: string }).head });
  };
  const submitOn = async (instance: Instance, cookie: string, branch: string) => {
    const submitted = await on(instance, cookie)('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
  };

  type Page = { data: { title: string }; version: string };
  const open = async (instance: Instance, cookie: string, file: string) => {
    const opened = await on(instance, cookie)('GET', `/admin/editor/api/file?file=${file}`);
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json() as Page;
  };
  const save = (instance: Instance, cookie: string, file: string, page: Page, title: string) =>
    on(instance, cookie)('PUT', '/admin/editor/api/file', {
      file,
      data: { ...page.data, title },
      baseVersion: page.version,
    });
  /** What the editor holds after a save: the data it sent, at the version the save answered. */
  const afterSave = (page: Page, title: string, response: { json(): unknown }): Page => ({
    data: { ...page.data, title },
    version: (response.json() as { version: string }).version,
  });
  const remoteTitle = (branch: string, file: string) =>
    (JSON.parse(git(two.remote, ['show', `${branch}:${file}`])) as { title: string }).title;

  const ASHA = { name: 'Asha Author', email: 'asha@example.in' };
  const PRIYA = { name: 'Priya Publisher', email: 'priya@example.in' };
  /**
   * A save of the home page's title on `instance`, through the repository as the editor's save does once it has
   * fetched, then sent to the remote: when another instance saved that line from the same version first, this
   * save is held aside.
   */
  async function saveTitle(instance: Instance, branch: string, title: string, author: typeof ASHA) {
    const file = path.join(await instance.repo.draftRoot(branch), 'pages/index.json');
    const page = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
    writeFileSync(file, `${JSON.stringify({ ...page, title }, null, 2)}\n`);
    const commit = await instance.repo.commitDraft(branch, ['pages/index.json'], 'Title', author);
    await instance.repo.draftPushesSettled();
    return commit!;
  }

  it('keeps every save, whichever instance took it, and lists all its files on both', async () => {
    const [first, second] = instances as [Instance, Instance];
    const asha = await logIn('asha@example.in');
    const home = await open(first, asha, 'pages/index.json');
    const savedHome = await save(first, asha, 'pages/index.json', home, 'Home, saved on the first');
    expect(savedHome.statusCode, savedHome.body).toBe(200);
    await first.repo.draftPushesSettled();
    const branch = ((await on(first, asha)('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } })
      .draft.branch;

    // The second instance opens the draft (it has it from now on), then the first takes another save of it.
    const about = await open(second, asha, 'pages/about.json');
    const homeSaved = afterSave(home, 'Home, saved on the first', savedHome);
    const again = await save(first, asha, 'pages/index.json', homeSaved, 'Home, saved again');
    expect(again.statusCode, again.body).toBe(200);
    await first.repo.draftPushesSettled();

    // Her next saves reach the second instance, whose copy of the draft is one save behind: the page last
    // saved on the first is saved on top of that save (the version she edited), not refused as changed.
    const homeAgain = afterSave(homeSaved, 'Home, saved again', again);
    const onSecond = await save(second, asha, 'pages/index.json', homeAgain, 'Home, saved on the second');
    expect(onSecond.statusCode, onSecond.body).toBe(200);
    const savedAbout = await save(second, asha, 'pages/about.json', about, 'About, saved on the second');
    expect(savedAbout.statusCode, savedAbout.body).toBe(200);
    await second.repo.draftPushesSettled();
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home, saved on the second');
    expect(remoteTitle(branch, 'pages/about.json')).toBe('About, saved on the second');

    // A list may answer from a fetch of the last few seconds: the other instance's saves show up after it.
    for (const instance of [first, second]) {
      await vi.waitFor(
        async () => {
          const listed = (await on(instance, asha)('GET', '/admin/api/drafts')).json() as {
            drafts: { branch: string; files: string[]; remoteProblem: unknown }[];
          };
          expect(listed.drafts).toEqual([
            expect.objectContaining({ branch, files: ['pages/about.json', 'pages/index.json'], remoteProblem: null }),
          ]);
        },
        { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
      );
    }
  });

  it('shows the author, in the editor, a save another instance took of the page she is editing', async () => {
    const [first, second] = instances as [Instance, Instance];
    const asha = await logIn('asha@example.in');
    const priya = await logIn('priya@example.in');
    const home = await open(first, asha, 'pages/index.json');
    const started = await save(first, asha, 'pages/index.json', home, 'Home by Asha');
    expect(started.statusCode, started.body).toBe(200);
    await first.repo.draftPushesSettled();
    const branch = ((await on(first, asha)('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } })
      .draft.branch;
    // Priya, a publisher, edits Asha's draft through the first instance; Asha still has her version open.
    expect((await on(first, priya)('PUT', '/admin/api/current-draft', { branch })).statusCode).toBe(200);
    const priyasView = await open(first, priya, 'pages/index.json');
    expect((await save(first, priya, 'pages/index.json', priyasView, 'Home by Priya')).statusCode).toBe(200);
    await first.repo.draftPushesSettled();

    const ashasView = afterSave(home, 'Home by Asha', started);
    const conflict = await save(second, asha, 'pages/index.json', ashasView, 'Home by Asha, again');
    expect(conflict.statusCode).toBe(409);
    const body = conflict.json() as { disk: { text: string }; mine: { text: string } };
    expect(body.disk.text).toContain('Home by Priya');
    expect(body.mine.text).toContain('Home by Asha, again');
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home by Priya');
  });

  it('shows a conflict made on one instance on the other, refuses to publish it there, and settles it from there', async () => {
    const [first, second] = instances as [Instance, Instance];
    const asha = await logIn('asha@example.in');
    const priya = await logIn('priya@example.in');
    const home = await open(first, asha, 'pages/index.json');
    const started = await save(first, asha, 'pages/index.json', home, 'Home by Asha');
    expect(started.statusCode, started.body).toBe(200);
    await first.repo.draftPushesSettled();
    const branch = ((await on(first, asha)('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } })
      .draft.branch;
    expect((await on(second, asha)('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/submit`)).statusCode).toBe(
      200,
    );

    // Priya's save on the second reaches the remote; Asha's on the first, made at the same moment from the same
    // version, changed the same line (the repository's save, as the editor's save does once both have fetched).
    await second.repo.syncDraft(branch, 'write');
    await first.repo.draftRoot(branch);
    const byPriya = await saveTitle(second, branch, 'Home by Priya', PRIYA);
    const byAsha = await saveTitle(first, branch, 'Home by Asha, again', ASHA);

    // The second instance never saw Asha's save, yet lists the conflict with both saves' authors.
    type Listed = {
      drafts: { branch: string; remoteProblem: { kind: string; sides: object; message: string } | null }[];
    };
    const listedOnSecond = async () =>
      ((await on(second, priya)('GET', '/admin/api/drafts')).json() as Listed).drafts.find(
        (draft) => draft.branch === branch,
      )?.remoteProblem;
    await vi.waitFor(
      async () =>
        expect(await listedOnSecond()).toMatchObject({
          kind: 'conflict',
          sides: { shared: { by: 'Priya Publisher' }, held: [{ by: 'Asha Author', id: byAsha }] },
        }),
      { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
    );
    const refused = await publishOn(second, priya, branch);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { error: string }).error).toMatch(
      /^Not published\. Two saves of this draft changed the same lines of pages\/index\.json: Priya Publisher’s save of .* and Asha Author’s save of .*Choose which one to keep/,
    );
    expect(remoteTitle('main', 'pages/index.json')).toBe(home.data.title);
    const resubmitted = await on(second, asha)('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/submit`);
    expect(resubmitted.statusCode).toBe(409);
    expect((resubmitted.json() as { error: string }).error).toMatch(/^Not submitted\. Two saves of this draft/);
    const held = git(two.remote, ['for-each-ref', '--format=%(objectname)', `refs/held-saves/${branch}`]).trim();
    expect(held).toBe(byAsha);

    // Asha keeps her own lines, through the second instance.
    const kept = await on(second, asha)('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/keep-version`, {
      keep: 'held',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home by Asha, again');
    expect(git(two.remote, ['for-each-ref', 'refs/held-saves/'])).toBe('');
    for (const save of [byPriya, byAsha]) git(two.remote, ['merge-base', '--is-ancestor', save, branch]);
    for (const instance of [first, second]) {
      await vi.waitFor(
        async () => {
          const listed = (await on(instance, asha)('GET', '/admin/api/drafts')).json() as Listed;
          expect(listed.drafts.find((draft) => draft.branch === branch)?.remoteProblem).toBeNull();
        },
        { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
      );
    }
    // Asha submits the draft as it is now; Priya publishes what she then reviews.
    await submitOn(second, asha, branch);
    const published = await publishOn(second, priya, branch);
    expect(published.statusCode, published.body).toBe(200);
    expect(remoteTitle('main', 'pages/index.json')).toBe('Home by Asha, again');
  });

  it('holds a third server’s conflicting save beside the second, shows all three everywhere, and keeps the chosen one', async () => {
    await two.startInstance('third');
    const [first, second, third] = instances as [Instance, Instance, Instance];
    const asha = await logIn('asha@example.in');
    const priya = await logIn('priya@example.in');
    const home = await open(first, asha, 'pages/index.json');
    expect((await save(first, asha, 'pages/index.json', home, 'Home by Asha')).statusCode).toBe(200);
    await first.repo.draftPushesSettled();
    const branch = ((await on(first, asha)('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } })
      .draft.branch;

    // All three have the draft at Asha's save; each then saves the same line, the second first.
    await second.repo.syncDraft(branch, 'write');
    await third.repo.syncDraft(branch, 'write');
    const byPriya = await saveTitle(second, branch, 'Home by Priya', PRIYA);
    const byAsha = await saveTitle(first, branch, 'Home by Asha, again', ASHA);
    const byRavi = await saveTitle(third, branch, 'Home by Ravi', { name: 'Ravi Reviewer', email: 'ravi@example.in' });
    const held = git(two.remote, ['for-each-ref', '--format=%(objectname)', `refs/held-saves/${branch}`])
      .trim()
      .split('\n');
    expect(held.sort()).toEqual([byAsha, byRavi].sort());

    type Listed = { drafts: { branch: string; remoteProblem: { sides: object; message: string } | null }[] };
    for (const instance of instances) {
      await vi.waitFor(
        async () => {
          const listed = (await on(instance, priya)('GET', '/admin/api/drafts')).json() as Listed;
          expect(listed.drafts.find((draft) => draft.branch === branch)?.remoteProblem).toMatchObject({
            sides: {
              shared: { by: 'Priya Publisher' },
              held: [
                { by: 'Asha Author', id: byAsha },
                { by: 'Ravi Reviewer', id: byRavi },
              ],
            },
          });
        },
        { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
      );
    }
    const refused = await publishOn(third, priya, branch);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { error: string }).error).toMatch(
      /^Not published\. Three saves of this draft changed the same lines of pages\/index\.json: Priya Publisher’s save of .*, Asha Author’s save of .* and Ravi Reviewer’s save of .*All are kept/,
    );

    // Asha keeps Ravi's lines, through the second instance, which holds neither save.
    const kept = await on(second, asha)('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/keep-version`, {
      keep: 'held',
      id: byRavi,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home by Ravi');
    expect(git(two.remote, ['for-each-ref', 'refs/held-saves/'])).toBe('');
    for (const each of [byPriya, byAsha, byRavi]) git(two.remote, ['merge-base', '--is-ancestor', each, branch]);
    for (const instance of instances) {
      await vi.waitFor(
        async () => {
          const listed = (await on(instance, priya)('GET', '/admin/api/drafts')).json() as Listed;
          expect(listed.drafts.find((draft) => draft.branch === branch)?.remoteProblem).toBeNull();
        },
        { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
      );
    }
    // Asha submits the draft as it is now; Priya publishes what she then reviews.
    await submitOn(first, asha, branch);
    const published = await publishOn(first, priya, branch);
    expect(published.statusCode, published.body).toBe(200);
    expect(remoteTitle('main', 'pages/index.json')).toBe('Home by Ravi');
  });
});
