/**
 * Deleting a page through the editor in /admin (issue 26): the draft keeps a permanent redirect from its old address
 * to the page the author picked (redirects.json, valid for the publish gate); a page that is not there is a 404 in
 * words (it was a 500: ENOENT on lstat).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateForPublish } from '../../../src/admin/server/validation-gate.ts';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

describe('deleting a page in /admin', () => {
  let server: AdminTestServer;
  beforeEach(async () => {
    server = await startAdminTestServer('admin-delete-page-');
    // A published page no other page links to.
    const published = server.repo.publishedRoot;
    const about = JSON.parse(readFileSync(path.join(published, 'pages/about.json'), 'utf8')) as object;
    writeFileSync(
      path.join(published, 'pages/offer.json'),
      `${JSON.stringify({ ...about, title: 'Offer' }, null, 2)}\n`,
    );
  });
  afterEach(() => server.close());

  const as = (cookie: string) => (method: 'GET' | 'DELETE', url: string) =>
    server.app.inject({ method, url, headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' } });

  it("keeps a 301 from the old address to the page picked, in the draft's redirects.json", async () => {
    const asha = as(await server.logIn('asha@example.in'));
    const deleted = await asha('DELETE', '/admin/editor/api/file?file=pages%2Foffer.json&redirectTo=%2Fabout');
    expect(deleted.statusCode, deleted.body).toBe(200);
    const branch = ((await asha('GET', '/admin/api/current-draft')).json() as { draft: { branch: string } }).draft
      .branch;
    const draftRoot = await server.repo.draftRoot(branch);
    const { redirects } = JSON.parse(readFileSync(path.join(draftRoot, 'redirects.json'), 'utf8')) as {
      redirects: unknown[];
    };
    expect(redirects).toContainEqual({ from: '/offer', to: '/about' });
    await validateForPublish(draftRoot);
  });

  it('answers 404 naming a page that is not there', async () => {
    const asha = as(await server.logIn('asha@example.in'));
    const answer = await asha('DELETE', '/admin/editor/api/file?file=pages%2Fnope.json');
    expect([answer.statusCode, answer.json()]).toEqual([404, { error: 'pages/nope.json does not exist.' }]);
  });
});
