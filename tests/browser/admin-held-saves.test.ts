/**
 * Saves of one draft made on servers that were apart, changing the same line: the first to reach the remote is the
 * draft's, the others are held aside (refs/held-saves/<draft>/<commit>). In Chromium, against `npm start` with
 * ADMIN=on on a git content repository with a bare remote, the author sees every save on the draft's card, clicks
 * Keep on one of the held saves, and the draft then holds exactly that save's page; the held saves are gone.
 * The other servers are content repositories of this process on their own clones of the remote (as
 * two-instances-drafts.test.ts makes them); the server the author uses saw none of their saves.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openContentRepository, type GitAuthor } from '../../src/publishing/content/index';
import type { AdminServer } from '../admin/server/e2e/admin-process';
import { currentBranch, logInOverHttp, saveThroughEditor, within } from '../admin/server/e2e/admin-session';
import { cloneContentProject, git } from '../admin/server/e2e/content-project';
import { author, createAdminProject, logInInBrowser, type AdminProject } from './harness/admin-project';
import { launchChromium } from './harness/chromium';
import { field, openEditor } from './harness/editor-page';

const FILE = 'pages/about.json';
const PRIYA: GitAuthor = { name: 'Priya Publisher', email: 'priya@example.in' };
const ASHA: GitAuthor = { name: 'Asha Author', email: 'asha@example.in' };
const RAVI: GitAuthor = { name: 'Ravi Reviewer', email: 'ravi@example.in' };
/** How long the admin may answer a list from its last fetch (FETCHED_RECENTLY_MS), with room for a busy machine. */
const LISTED_WITHIN_MS = 60_000;

describe('the admin: keeping one of a draft’s held saves (ADMIN=on)', () => {
  let project: AdminProject;
  let server: AdminServer;
  let browser: Browser;

  beforeAll(async () => {
    project = await createAdminProject('admin-held-saves');
    [server, browser] = await Promise.all([project.start(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    project?.remove();
  });

  const remoteFile = (branch: string) => git(project.remoteDir, 'show', `${branch}:${FILE}`);
  const heldSaves = () => git(project.remoteDir, 'for-each-ref', '--format=%(objectname)', 'refs/held-saves/');

  /**
   * Another server of the same site, apart from the others: its own clone of the remote, holding the draft as it
   * was when they parted. Its save of the page's title is pushed when it comes back.
   */
  async function serverApart(name: string, branch: string) {
    const dir = cloneContentProject(project.remoteDir, path.join(project.dir, name));
    const repo = await openContentRepository({
      dir,
      remote: project.remoteDir,
      worktreesDir: path.join(project.dir, `${name}-drafts`),
    });
    await repo.syncDraft(branch, 'write');
    return async (title: string, by: GitAuthor): Promise<string> => {
      const file = path.join(await repo.draftRoot(branch), FILE);
      const page = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      writeFileSync(file, `${JSON.stringify({ ...page, title }, null, 2)}\n`);
      const commit = await repo.commitDraft(branch, [FILE], 'Title', by);
      await repo.draftPushesSettled();
      return commit!;
    };
  }

  /** Opens the drafts screen again until `ready` holds: a list may answer from the server's last fetch. */
  async function reloadUntil(page: Page, what: string, ready: () => Promise<boolean>): Promise<void> {
    const started = Date.now();
    for (;;) {
      await page.goto('/admin/');
      await page.getByLabel('Loading the drafts').waitFor({ state: 'detached' });
      if (await ready()) return;
      if (Date.now() - started > LISTED_WITHIN_MS) throw new Error(`not within ${LISTED_WITHIN_MS} ms: ${what}`);
      await page.waitForTimeout(1_000);
    }
  }

  it('shows every save on the draft, keeps the one the author clicks, and removes the other held saves', async () => {
    const asha = await logInOverHttp(server.url, author.email, author.password);
    await saveThroughEditor(asha, FILE, (data) => {
      data.title = 'About us, as the draft began';
    });
    const branch = await currentBranch(asha);
    await within(30_000, 'the draft on the remote', async () => remoteFile(branch).includes('as the draft began'));

    // Three servers hold the draft as it is now; then each saves the title, apart from the others.
    const [two, three, four] = [
      await serverApart('two', branch),
      await serverApart('three', branch),
      await serverApart('four', branch),
    ];
    await two('About us, by Priya', PRIYA);
    const byAsha = await three('About us, by Asha', ASHA);
    const byRavi = await four('About us, by Ravi', RAVI);
    const ravisPage = git(project.remoteDir, 'show', `${byRavi}:${FILE}`);
    expect(heldSaves().split('\n').sort()).toEqual([byAsha, byRavi].sort());
    expect(remoteFile(branch)).toContain('About us, by Priya');

    const page = await logInInBrowser(browser, server, author);
    const notice = page.getByRole('alert').filter({ hasText: '3 saves changed the same lines' });
    await reloadUntil(page, 'the held saves on the draft’s card', async () => (await notice.count()) > 0);
    const keep = (name: string) => notice.getByRole('button', { name: new RegExp(`^Keep ${name}’s save of `) });
    for (const name of ['Priya Publisher', 'Asha Author', 'Ravi Reviewer']) expect(await keep(name).count()).toBe(1);

    await keep('Ravi Reviewer').click();
    await page.getByText(/keeps the lines you chose/).waitFor();
    await expect.poll(() => notice.count(), { timeout: 30_000 }).toBe(0);

    // The draft holds exactly Ravi's page; the other saves are in its history, and no save is held any more.
    expect(remoteFile(branch)).toBe(ravisPage);
    expect(heldSaves()).toBe('');
    for (const save of [byAsha, byRavi]) git(project.remoteDir, 'merge-base', '--is-ancestor', save, branch);
    await openEditor(page, `${server.url}/admin/editor/`, FILE);
    expect(await field(page, '/title').inputValue()).toBe('About us, by Ravi');
  });
});
