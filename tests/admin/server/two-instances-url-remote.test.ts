import { describe, expect, it, vi } from 'vitest';
import { FETCHED_RECENTLY_MS } from '../../../src/publishing/content/draft-handles.ts';
import { gitCommandTallies, resetGitCommandTallies } from '../../../src/publishing/content/git-command-stats.ts';
import { runGit as git } from '../../support/content-remote.ts';
import { postgresTestsAvailable } from '../../support/postgres-tests-available.ts';
import { on, twoInstancesOnPostgres, type Instance } from './two-instances-harness.ts';

// Two instances, a PostgreSQL server and git on a busy 2-core machine: seconds per step.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const available = postgresTestsAvailable();

/**
 * As two-instances-drafts.test.ts, with CONTENT_REMOTE a URL (GitHub's kind: no ref files on this disk to look at),
 * here file://. A save writes on what its instance last knew of the draft, with no fetch (a network round trip on
 * GitHub); a write refused for what that copy held fetches and runs once more.
 */
describe.runIf(available)('a draft saved through two instances on one store and a URL remote', () => {
  const two = twoInstancesOnPostgres({ remoteAs: 'url', name: 'two-instances-url' });
  const { instances, logIn } = two;

  type Page = { data: { title: string }; version: string };
  const open = async (instance: Instance, cookie: string, file: string) => {
    const opened = await on(instance, cookie)('GET', `/admin/editor/api/file?file=${file}`);
    expect(opened.statusCode, opened.body).toBe(200);
    return opened.json() as Page;
  };
  /** Saves the page with `title`; answers the response and what the editor holds after a 200. */
  const save = async (instance: Instance, cookie: string, file: string, page: Page, title: string) => {
    const response = await on(instance, cookie)('PUT', '/admin/editor/api/file', {
      file,
      data: { ...page.data, title },
      baseVersion: page.version,
    });
    const version = response.statusCode === 200 ? (response.json() as { version: string }).version : page.version;
    return { response, page: { data: { ...page.data, title }, version } };
  };
  const remoteTitle = (ref: string, file: string) =>
    (JSON.parse(git(two.remote, ['show', `${ref}:${file}`])) as { title: string }).title;
  const fetches = () => gitCommandTallies().fetch?.count ?? 0;
  const currentBranch = async (instance: Instance, cookie: string) =>
    ((await on(instance, cookie)('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } }).draft
      .branch;

  it('saves with no fetch; on the instance that missed her last save, saves on top of it, and merges it into a save of another page', async () => {
    const [first, second] = instances as [Instance, Instance];
    const asha = await logIn('asha@example.in');
    const home = await open(first, asha, 'pages/index.json');
    const started = await save(first, asha, 'pages/index.json', home, 'Home, first save');
    expect(started.response.statusCode, started.response.body).toBe(200);
    await first.repo.draftPushesSettled();
    const branch = await currentBranch(first, asha);
    const about = await open(second, asha, 'pages/about.json'); // the second has the draft from now on

    resetGitCommandTallies();
    const again = await save(first, asha, 'pages/index.json', started.page, 'Home, saved again');
    expect(again.response.statusCode, again.response.body).toBe(200);
    expect(fetches()).toBe(0);
    await first.repo.draftPushesSettled();

    // Her next save reaches the second, whose copy is one save behind: refused there as "changed since opened"
    // at first, it fetches, takes her save and saves on top of it.
    resetGitCommandTallies();
    const onSecond = await save(second, asha, 'pages/index.json', again.page, 'Home, saved on the second');
    expect(onSecond.response.statusCode, onSecond.response.body).toBe(200);
    expect(fetches()).toBe(1);
    const aboutSaved = await save(second, asha, 'pages/about.json', about, 'About, saved on the second');
    expect(aboutSaved.response.statusCode, aboutSaved.response.body).toBe(200);
    expect(fetches()).toBe(1);
    await second.repo.draftPushesSettled();
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home, saved on the second');
    expect(remoteTitle(branch, 'pages/about.json')).toBe('About, saved on the second');

    // The first takes her home page again; her next save, of the other page, is written on the second's copy,
    // one save behind, with no fetch: its push is refused, the second merges the first's save in, and pushes both.
    // (The first shows it once its read fetch, at most 3 s old, has it.)
    const homeOnFirst = await vi.waitFor(
      async () => {
        const opened = await open(first, asha, 'pages/index.json');
        expect(opened.data.title).toBe('Home, saved on the second');
        return opened;
      },
      { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
    );
    const third = await save(first, asha, 'pages/index.json', homeOnFirst, 'Home, third save on the first');
    expect(third.response.statusCode, third.response.body).toBe(200);
    await first.repo.draftPushesSettled();
    resetGitCommandTallies();
    const aboutAgain = await save(second, asha, 'pages/about.json', aboutSaved.page, 'About, again on the second');
    expect(aboutAgain.response.statusCode, aboutAgain.response.body).toBe(200);
    expect(fetches()).toBe(0);
    await second.repo.draftPushesSettled();
    expect(fetches()).toBe(1);
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home, third save on the first');
    expect(remoteTitle(branch, 'pages/about.json')).toBe('About, again on the second');
  });

  it("answers the editor's conflict with the other author's text when the newer saves changed her page", async () => {
    const [first, second] = instances as [Instance, Instance];
    const asha = await logIn('asha@example.in');
    const priya = await logIn('priya@example.in');
    const home = await open(first, asha, 'pages/index.json');
    const started = await save(first, asha, 'pages/index.json', home, 'Home by Asha');
    await first.repo.draftPushesSettled();
    const branch = await currentBranch(first, asha);
    await open(second, asha, 'pages/about.json'); // the second has her first save
    const again = await save(first, asha, 'pages/index.json', started.page, 'Home by Asha, again');
    expect(again.response.statusCode, again.response.body).toBe(200);
    expect((await on(first, priya)('PUT', '/admin/api/current-draft', { branch })).statusCode).toBe(200);
    const priyasView = await open(first, priya, 'pages/index.json');
    expect((await save(first, priya, 'pages/index.json', priyasView, 'Home by Priya')).response.statusCode).toBe(200);
    await first.repo.draftPushesSettled();

    const conflict = await save(second, asha, 'pages/index.json', again.page, 'Home by Asha, third');
    expect(conflict.response.statusCode).toBe(409);
    const body = conflict.response.json() as { disk: { text: string }; mine: { text: string } };
    expect(body.disk.text).toContain('Home by Priya');
    expect(body.mine.text).toContain('Home by Asha, third');
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home by Priya');
  });

  it('holds aside a save made on a copy that missed a save of the same lines, and answers her next save with the choice', async () => {
    const [first, second] = instances as [Instance, Instance];
    const asha = await logIn('asha@example.in');
    const priya = await logIn('priya@example.in');
    const home = await open(first, asha, 'pages/index.json');
    const started = await save(first, asha, 'pages/index.json', home, 'Home by Asha');
    await first.repo.draftPushesSettled();
    const branch = await currentBranch(first, asha);
    const ashasHome = await open(second, asha, 'pages/index.json'); // the second has her save
    expect((await on(first, priya)('PUT', '/admin/api/current-draft', { branch })).statusCode).toBe(200);
    const priyasView = await open(first, priya, 'pages/index.json');
    expect((await save(first, priya, 'pages/index.json', priyasView, 'Home by Priya')).response.statusCode).toBe(200);
    await first.repo.draftPushesSettled();
    expect(ashasHome.version).toBe(started.page.version);

    // Her save is written on the second's copy, which has not seen Priya's: both changed the title line.
    const onSecond = await save(second, asha, 'pages/index.json', ashasHome, 'Home by Asha, on the second');
    expect(onSecond.response.statusCode, onSecond.response.body).toBe(200);
    await second.repo.draftPushesSettled();
    const held = git(two.remote, ['for-each-ref', '--format=%(objectname)', `refs/held-saves/${branch}`]).trim();
    expect(remoteTitle(held, 'pages/index.json')).toBe('Home by Asha, on the second');
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home by Priya');

    const next = await save(second, asha, 'pages/about.json', await open(second, asha, 'pages/about.json'), 'About');
    expect(next.response.statusCode).toBe(423);
    expect((next.response.json() as { error: string }).error).toMatch(
      /^Not saved\. Two saves of this draft changed the same lines of pages\/index\.json: Priya Publisher’s save of .* and Asha Author’s save of /,
    );
    // The first lists the choice after its next fetch (a list may answer from one of the last 3 s), and keeps hers.
    type Listed = { drafts: { branch: string; remoteProblem: { kind: string } | null }[] };
    await vi.waitFor(
      async () => {
        const listed = (await on(first, asha)('GET', '/admin/api/drafts')).json() as Listed;
        expect(listed.drafts.find((draft) => draft.branch === branch)?.remoteProblem).toMatchObject({
          kind: 'conflict',
        });
      },
      { timeout: FETCHED_RECENTLY_MS + 10_000, interval: 500 },
    );
    const kept = await on(first, asha)('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/keep-version`, {
      keep: 'held',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(remoteTitle(branch, 'pages/index.json')).toBe('Home by Asha, on the second');
  });
});
