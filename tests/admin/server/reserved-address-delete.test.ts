/**
 * In /admin, an author deletes a page published before the site kept its address for itself (/admin/old-offer):
 * the draft commits the deletion without a redirect from that address, passes the gate every publish runs, and a
 * publisher publishes it. Before, the editor refused ("not a page route; rename it in a file manager").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateForPublish } from '../../../src/admin/server/validation-gate.ts';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

describe('a published page at an address the site keeps, in /admin', () => {
  let server: AdminTestServer;
  beforeEach(async () => {
    server = await startAdminTestServer('admin-reserved-page-');
    const published = server.repo.publishedRoot;
    mkdirSync(path.join(published, 'pages/admin'), { recursive: true });
    const about = JSON.parse(readFileSync(path.join(published, 'pages/about.json'), 'utf8')) as Record<string, unknown>;
    const page = { ...about, $schema: '../../schemas/page.schema.json', title: 'Old offer' };
    writeFileSync(path.join(published, 'pages/admin/old-offer.json'), `${JSON.stringify(page, null, 2)}\n`);
  });
  afterEach(() => server.close());

  const as = (cookie: string) => (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    server.app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
      ...(payload === undefined ? {} : { payload }),
    });

  it('is deleted by an author with no redirect from that address, and the publish gate passes', async () => {
    const asha = as(await server.logIn('asha@example.in'));
    await expect(validateForPublish(server.repo.publishedRoot)).rejects.toThrow(/problem/);
    const listed = (await asha('GET', '/admin/editor/api/pages')).json() as {
      pages: { route: string; reserved?: string }[];
    };
    expect(listed.pages.find((page) => page.route === '/admin/old-offer')?.reserved).toContain(
      'no redirect is kept from /admin/old-offer',
    );

    const deleted = await asha('DELETE', '/admin/editor/api/file?file=pages/admin/old-offer.json');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({
      note: "/admin/old-offer is the site's own address again: no redirect was written from it.",
    });
    const branch = ((await asha('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } }).draft
      .branch;
    expect(server.repo.commits).toEqual([
      expect.objectContaining({
        branch,
        files: ['pages/admin/old-offer.json'],
        author: 'Asha Author <asha@example.in>',
      }),
    ]);
    const draftRoot = await server.repo.draftRoot(branch);
    expect(existsSync(path.join(draftRoot, 'pages/admin/old-offer.json'))).toBe(false);
    expect(existsSync(path.join(draftRoot, 'redirects.json'))).toBe(false);

    expect((await asha('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/submit`)).statusCode).toBe(200);
    server.validate = validateForPublish;
    const priya = as(await server.logIn('priya@example.in'));
    const changes = await priya('GET', `/admin/api/drafts/${encodeURIComponent(branch)}/changes`);
    const { head } = changes.json() as { head: string };
    const published = await priya('POST', `/admin/api/drafts/${encodeURIComponent(branch)}/publish`, { head });
    expect(published.statusCode, published.body).toBe(200);
    expect(server.releases.builds.at(-1)).toEqual(['pages/admin/old-offer.json']);
  });
});
