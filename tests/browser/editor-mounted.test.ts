/**
 * The built editor served under /admin/editor/ with its API at /admin/editor/api/, as the admin
 * mounts it (issue 26): the same client finds its API from its own address, shows the project's
 * pictures through the API's image routes (a draft's new picture is not on the public site), sends
 * X-Admin-Request with every change, and leads back to the drafts; under the production server's
 * security headers, which forbid framing elsewhere.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerEditorApi } from '../../src/editor/server/editor-api-plugin';
import { buildEditorClient, serveEditorClient } from '../../src/editor/server/editor-client-build';
import { registerSecurityHeaders } from '../../src/server/security-headers';
import { launchChromium } from './harness/chromium';
import { field, openEditor, preview, saveAndConfirm } from './harness/editor-page';
import { copyEditorSite } from './harness/editor-site';
import { watchPageProblems } from './harness/page-problems';

let work: string;
let root: string;
let app: FastifyInstance;
let origin: string;
let browser: Browser;
/** Every request that may change something, with its X-Admin-Request header. */
const changes: { method: string; url: string; adminHeader: string | undefined }[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'editor-mounted-'));
  root = path.join(work, 'project');
  copyEditorSite(root);
  await buildEditorClient({ outDir: path.join(work, 'client'), base: '/admin/editor/' });
  app = Fastify();
  // The production server's headers on every answer: its CSP forbids framing and frames only the map.
  registerSecurityHeaders(app, null, { hstsAlways: false });
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', async (request) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          const header = request.headers['x-admin-request'];
          changes.push({ method: request.method, url: request.url, adminHeader: header as string | undefined });
        }
      });
      await admin.register((scope) => serveEditorClient(scope, { dir: path.join(work, 'client') }), {
        prefix: '/editor',
      });
      await admin.register((scope) => registerEditorApi(scope, { workspace: async () => root }), {
        prefix: '/editor/api',
      });
      // The admin's own API, as far as the editor asks it: which draft is open (none yet; the editor looks for a
      // conflict with the published pages there after each save and file opened).
      admin.get('/api/current-draft', async () => ({ draft: null }));
    },
    { prefix: '/admin' },
  );
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchChromium();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the editor under /admin/editor/', () => {
  it('edits and saves through /admin/editor/api, with pictures from the API and a link to the drafts', async () => {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    try {
      const page = await context.newPage();
      const problems = watchPageProblems(page, origin);
      await openEditor(page, `${origin}/admin/editor/`, 'pages/about.json');

      const back = page.getByRole('link', { name: 'Drafts and publishing' });
      expect(await back.getAttribute('href')).toBe('/admin/');

      // Every picture the preview has started to load (lazy ones below the fold wait) comes from the
      // API's image routes and shows.
      const images = preview(page).locator('img');
      const started = () =>
        images.evaluateAll((all) =>
          (all as HTMLImageElement[])
            .filter((image) => image.currentSrc !== '')
            .map((image) => ({ src: image.currentSrc, complete: image.complete, width: image.naturalWidth })),
        );
      await expect
        .poll(async () => (await started()).filter((image) => image.complete).length, { timeout: 20_000 })
        .toBeGreaterThan(0);
      await expect.poll(async () => (await started()).every((image) => image.complete), { timeout: 20_000 }).toBe(true);
      const fromProject = (await started()).filter(({ src }) => new URL(src).pathname.includes('/images/'));
      expect(fromProject.length).toBeGreaterThan(0);
      for (const image of fromProject) {
        expect(new URL(image.src).pathname, image.src).toMatch(/^\/admin\/editor\/api\/(assets\/)?images\//);
        expect(image.width, image.src).toBeGreaterThan(0);
      }

      const title = field(page, '/title');
      await title.fill('About Kinetiq, edited in the admin');
      await saveAndConfirm(page);
      const saved = JSON.parse(readFileSync(path.join(root, 'pages/about.json'), 'utf8')) as { title: string };
      expect(saved.title).toBe('About Kinetiq, edited in the admin');

      expect(changes.map((change) => `${change.method} ${change.url}`)).toContain('PUT /admin/editor/api/file');
      for (const change of changes) expect(change.adminHeader, `${change.method} ${change.url}`).toBe('1');
      expect(problems.list()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
