/**
 * "Change address…" of a published blog post, from /admin/editor/ in Chromium, against real
 * components (as admin-collections.test.ts): a git content repository with a bare remote, `npm start`
 * with ADMIN=on, two users. The author is refused an address another post has, in words, then renames
 * the post; once published, visitors find it at its new address, /blogs' card and the other post's
 * link lead there, and the old address answers 301 to the new one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import type { AdminServer } from '../admin/server/e2e/admin-process';
import { publicPage, within } from '../admin/server/e2e/admin-session';
import { author, createAdminProject, logInInBrowser, publisher, type AdminProject } from './harness/admin-project';
import { launchChromium } from './harness/chromium';
import { fixturePost, type FixturePost } from '../support/fixture-post';
import { field, preview } from './harness/editor-page';

const LIVE_WITHIN_MS = 60_000;
const TITLE = 'Belt or roller: choosing a conveyor';
const OLD = '/blogs/belt-or-roller';
const NEW = '/blogs/choosing-a-conveyor';

const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;
const post = (title: string, fields: Partial<FixturePost> = {}) => json(fixturePost(title, fields));

/** Files the base fixture lacks: /blogs, whose cards query the posts, and two published posts, one linking to the other. */
const extraFiles: Record<string, string> = {
  'pages/blogs.json': json({
    $schema: '../schemas/page.schema.json',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    title: 'Blogs',
    description: 'Notes from our engineers on automating packing and palletizing lines.',
    blocks: [
      { type: 'section', heading: 'Blogs', headingLevel: 1, paragraphs: ['Notes from our engineers.'] },
      { type: 'cardGrid', heading: 'Updated Blogs', query: { collection: 'posts', sort: 'newest', limit: 6 } },
    ],
  }),
  'content/posts/belt-or-roller.json': post(TITLE),
  'content/posts/conveyor-care.json': post('Looking after a conveyor', {
    date: '2026-05-20',
    body: 'First [choose one](/blogs/belt-or-roller), then look after it.',
  }),
};

describe('the editor: changing a published post’s address', () => {
  let project: AdminProject;
  let server: AdminServer;
  let browser: Browser;

  beforeAll(async () => {
    project = await createAdminProject('editor-entry-address', { files: extraFiles });
    [server, browser] = await Promise.all([project.start(), launchChromium()]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    project?.remove();
  });

  it('refuses a taken address in words, renames the post, and its card on /blogs follows in the preview', async () => {
    expect(await publicPage(server.url, OLD)).toContain(TITLE);
    const tab = await logInInBrowser(browser, server, author);
    await tab.goto('/admin/editor/');
    const posts = tab.getByRole('navigation', { name: 'Blog posts' });
    await posts.getByRole('button', { name: new RegExp(`^${TITLE}`) }).click();
    await expect.poll(() => field(tab, '/title').inputValue(), { timeout: 15_000 }).toBe(TITLE);

    const changeAddress = async () => {
      await posts.getByRole('button', { name: `Actions for ${TITLE}` }).click();
      await tab.getByRole('menuitem', { name: 'Change address…' }).click();
      const dialog = tab.getByRole('dialog', { name: `Change address of ${TITLE}` });
      await dialog.waitFor();
      return dialog;
    };
    const dialog = await changeAddress();
    await dialog.getByText(`Now: ${OLD}`).waitFor();
    const address = dialog.getByRole('textbox', { name: 'New address' });
    await address.fill('conveyor-care');
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toContain('a blog post already has the address /blogs/conveyor-care');
    expect(await dialog.isVisible(), 'the dialog stays open with the reason').toBe(true);

    await address.fill('Choosing a Conveyor');
    await dialog.getByText(`Address: ${NEW}`).waitFor();
    await dialog.getByRole('button', { name: 'Change address' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    // The renamed post is open again; asked once more, the dialog names its new address.
    await expect.poll(() => field(tab, '/title').inputValue(), { timeout: 15_000 }).toBe(TITLE);
    const again = await changeAddress();
    await again.getByText(`Now: ${NEW}`).waitFor();
    await tab.keyboard.press('Escape');
    await tab.getByRole('radiogroup', { name: 'Preview shows' }).getByText('The list').click();
    await expect.poll(() => preview(tab).locator(`a[href="${NEW}"]`).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await preview(tab).locator(`a[href="${OLD}"]`).count()).toBe(0);

    await tab.goto('/admin/');
    await tab.getByRole('button', { name: 'Submit for review' }).first().click();
    await tab.getByText('Waiting for review').first().waitFor();
  });

  it('once published: the post at its new address, /blogs and the other post link there, the old address answers 301', async () => {
    const tab = await logInInBrowser(browser, server, publisher);
    await tab.getByRole('link', { name: 'Review and publish' }).first().click();
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();
    await within(LIVE_WITHIN_MS, `${NEW} is served`, async () => (await publicPage(server.url, NEW)).includes(TITLE));

    const blogs = await publicPage(server.url, '/blogs');
    expect(blogs).toContain(`href="${NEW}"`);
    expect(blogs).not.toContain(`href="${OLD}"`);
    expect(await publicPage(server.url, '/blogs/conveyor-care')).toContain(`href="${NEW}"`);
    const old = await fetch(`${server.url}${OLD}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location') ?? '', server.url).pathname).toBe(NEW);
  });
});
