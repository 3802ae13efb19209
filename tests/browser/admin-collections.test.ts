import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { ITEM_PLACEHOLDER_SRC } from '../../src/schema/placeholder-images';
import { addUser, startAdminServer, type AdminServer } from '../admin/server/e2e/admin-process';
import { publicPage, within } from '../admin/server/e2e/admin-session';
import { createContentProject, git } from '../admin/server/e2e/content-project';
import { launchChromium } from './harness/chromium';
import { field, saveAndConfirm, selectText } from './harness/editor-page';
import { standInForThirdParty } from './harness/third-party';

const PASSWORD = 'a long enough password';
const LIVE_WITHIN_MS = 60_000;
const author = { email: 'asha@example.in', name: 'Asha Author', role: 'author', password: PASSWORD };
const publisher = { email: 'priya@example.in', name: 'Priya Publisher', role: 'publisher', password: PASSWORD };

const TITLE = 'Palletizing robots for Indian plants';
const SLUG = 'palletizing-robots-for-indian-plants';

const page = (title: string, description: string, blocks: unknown[]) =>
  `${JSON.stringify({ $schema: '../schemas/page.schema.json', schemaVersion: CURRENT_SCHEMA_VERSION, title, description, blocks }, null, 2)}\n`;

/**
 * Pages the base fixture lacks: /blogs, whose cards query the posts (issue 27's list blocks), and
 * /product, the internal link the post's body points at.
 */
const extraPages: Record<string, string> = {
  'pages/blogs.json': page('Blogs', 'Notes from our engineers on automating packing and palletizing lines.', [
    { type: 'section', heading: 'Blogs', headingLevel: 1, paragraphs: ['Notes from our engineers.'] },
    { type: 'cardGrid', heading: 'Updated Blogs', query: { collection: 'posts', sort: 'newest', limit: 6 } },
  ]),
  'pages/product.json': page('Products', 'Conveyors, palletizing cells and vision checks for packing lines.', [
    { type: 'section', heading: 'Our products', headingLevel: 1, paragraphs: ['Conveyors and robot cells.'] },
  ]),
};

/**
 * An author publishes a blog post from /admin, against real components (as admin-publish.test.ts):
 * a git content repository with a bare remote, `npm start` with ADMIN=on, two users, Chromium. The
 * post is made in the online editor with bold text and an internal link in its body, reviewed and
 * published, and visitors find it on /blogs and at its own address.
 */
describe('the admin: an author publishes a blog post', () => {
  let dir: string;
  let project: { contentDir: string; remoteDir: string };
  let server: AdminServer;
  let browser: Browser;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-collections-'));
    project = createContentProject(dir);
    for (const [file, text] of Object.entries(extraPages)) writeFileSync(path.join(project.contentDir, file), text);
    // The picture a new entry starts with (the site has one; the base fixture does not): a warning to replace, not an error.
    const placeholder = path.join(project.contentDir, 'public', ITEM_PLACEHOLDER_SRC);
    mkdirSync(path.dirname(placeholder), { recursive: true });
    writeFileSync(
      placeholder,
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320"><rect width="480" height="320" fill="#e5e7eb"/></svg>\n',
    );
    git(project.contentDir, 'add', '-A');
    git(project.contentDir, 'commit', '--quiet', '-m', 'Blogs and products pages');
    git(project.contentDir, 'push', '--quiet', 'origin', 'main');
    const databaseUrl = `sqlite:${path.join(dir, 'admin.db')}`;
    await addUser(databaseUrl, author);
    await addUser(databaseUrl, publisher);
    [server, browser] = await Promise.all([
      startAdminServer({
        contentDir: project.contentDir,
        remoteDir: project.remoteDir,
        stateDir: path.join(dir, 'state'),
        databaseUrl,
      }),
      launchChromium(),
    ]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  async function logIn(user: { email: string; password: string }): Promise<Page> {
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1600, height: 1000 } });
    await standInForThirdParty(context, server.url);
    const tab = await context.newPage();
    await tab.goto('/admin/');
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/admin/login');
    await tab.getByLabel('Email').fill(user.email);
    await tab.getByLabel('Password').fill(user.password);
    await tab.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => new URL(tab.url()).pathname).toBe('/admin/');
    return tab;
  }

  it('an author creates a post in /admin/editor/ with bold text and a link, saves and submits it for review', async () => {
    const tab = await logIn(author);
    await tab.goto('/admin/editor/');
    const posts = tab.getByRole('navigation', { name: 'Blog posts' });
    await posts.getByRole('button', { name: 'New blog post…' }).click();
    const dialog = tab.getByRole('dialog', { name: 'New blog post' });
    await dialog.getByLabel('Title').fill(TITLE);
    await dialog.getByText(`Address: /blogs/${SLUG}`).waitFor();
    await dialog.getByRole('button', { name: 'Create blog post' }).click();

    // The new post is open, listed under Blog posts with today's date, its title already in its field.
    await expect.poll(() => field(tab, '/title').inputValue(), { timeout: 15_000 }).toBe(TITLE);
    await posts.getByRole('button', { name: new RegExp(`^${TITLE}`) }).waitFor();
    await field(tab, '/category').fill('Palletizing');
    await field(tab, '/author/name').fill('Asha Author');
    await field(tab, '/author/role').fill('Automation engineer');
    await field(tab, '/summary').fill('How a palletizing cell pays for itself in a year and a half.');
    // The body is rich text: written in its control, bold with Ctrl+B, the link with Ctrl+K and a route of the site.
    const body = field(tab, '/body');
    await body.fill('A robot cell is cheaper than it looks. See our products.');
    await selectText(body, 'cheaper than it looks');
    await tab.keyboard.press('Control+b');
    await selectText(body, 'our products');
    await tab.keyboard.press('Control+k');
    await tab.getByRole('combobox', { name: 'Link to' }).fill('/prod');
    await tab.getByRole('option', { name: '/product', exact: true }).click();
    await expect.poll(() => body.locator('a').getAttribute('href')).toBe('/product');
    await saveAndConfirm(tab);

    await tab.goto('/admin/');
    await tab.getByRole('button', { name: 'Submit for review' }).first().click();
    await tab.getByText('Waiting for review').first().waitFor();
    expect(await publicPage(server.url, `/blogs/${SLUG}`)).not.toContain(TITLE);
  });

  it('a publisher publishes it: it is on /blogs and at /blogs/<slug>, with the bold text and the link', async () => {
    const tab = await logIn(publisher);
    await tab.getByRole('link', { name: 'Review and publish' }).first().click();
    await tab.getByRole('button', { name: 'Publish', exact: true }).click();

    const ms = await within(LIVE_WITHIN_MS, `/blogs/${SLUG} is served`, async () =>
      (await publicPage(server.url, `/blogs/${SLUG}`)).includes(TITLE),
    );
    console.log(`[admin-collections] Publish click to the post being served: ${ms} ms`);
    const post = await publicPage(server.url, `/blogs/${SLUG}`);
    expect(post).toContain('<strong>cheaper than it looks</strong>');
    expect(post).toMatch(/<a [^>]*href="\/product"[^>]*>our products<\/a>/);
    const blogs = await publicPage(server.url, '/blogs');
    expect(blogs).toContain(TITLE);
    expect(blogs).toContain(`href="/blogs/${SLUG}"`);
  });
});
