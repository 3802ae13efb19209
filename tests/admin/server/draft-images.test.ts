import { existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewChange } from '../../../src/admin/shared/admin-api.ts';
import { ORIGIN, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

const picture = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/**
 * A draft's pictures in the review and the preview, with the real login and editor API on copies of
 * the base fixture (fakes for git and the releases): who may load which side, and what is never served.
 */
describe("a draft's pictures in the review and the preview", () => {
  let server: AdminTestServer;
  let dir: string;
  let app: FastifyInstance;
  let repo: AdminTestServer['repo'];
  let releases: AdminTestServer['releases'];

  beforeEach(async () => {
    server = await startAdminTestServer('draft-images-');
    ({ dir, app, repo, releases } = server);
  });

  afterEach(() => server.close());

  const logIn = (email: string) => server.logIn(email);

  const as = (cookie: string) => (url: string) =>
    app.inject({ method: 'GET', url, headers: { cookie, origin: ORIGIN, host: 'admin.test' } });

  /** Asha uploads a new picture through the editor (her first change starts her draft); its branch. */
  async function ashaUploads(name: string, bytes: Buffer): Promise<{ branch: string; cookie: string }> {
    const cookie = await logIn('asha@example.in');
    const uploaded = await app.inject({
      method: 'POST',
      url: `/admin/editor/api/images?name=${encodeURIComponent(name)}`,
      headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1', 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const current = await as(cookie)('/admin/api/current-draft');
    const branch = (current.json() as { draft: { branch: string } }).draft.branch;
    // The fake repository records every commit as a modification: git would call a new file added.
    repo.draftFiles.set(branch, [
      { file: `public/images/${name}`, status: 'added', before: null, after: null, diff: 'Binary files differ' },
    ]);
    return { branch, cookie };
  }

  const imagesUrl = (branch: string, side: string, name: string) =>
    `/admin/api/drafts/${encodeURIComponent(branch)}/images/${side}/${name}`;

  it('lists a new picture with its size and bytes, new on one side, and serves it to its author and to publishers', async () => {
    const bytes = await picture(640, 480, '#3366cc');
    const { branch, cookie } = await ashaUploads('team/line-7.png', bytes);
    const changes = (await as(cookie)(`/admin/api/drafts/${encodeURIComponent(branch)}/changes`)).json() as {
      changes: ReviewChange[];
    };
    expect(changes.changes).toEqual([
      expect.objectContaining({
        file: 'public/images/team/line-7.png',
        status: 'added',
        image: {
          before: null,
          after: { url: imagesUrl(branch, 'after', 'team/line-7.png'), width: 640, height: 480, bytes: bytes.length },
        },
      }),
    ]);
    for (const who of [cookie, await logIn('priya@example.in')]) {
      const served = await as(who)(imagesUrl(branch, 'after', 'team/line-7.png'));
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    // The published site has no such picture yet.
    expect((await as(cookie)(imagesUrl(branch, 'before', 'team/line-7.png'))).statusCode).toBe(404);
  });

  it('shows a changed picture before (published) and after (the draft), each with its own dimensions', async () => {
    const { branch, cookie } = await ashaUploads('wide.png', await picture(800, 200, '#cc3333'));
    writeFileSync(path.join(repo.publishedRoot, 'public/images/wide.png'), await picture(400, 100, '#33cc33'));
    repo.draftFiles.set(branch, [
      { file: 'public/images/wide.png', status: 'modified', before: null, after: null, diff: 'Binary files differ' },
    ]);
    const changes = (await as(cookie)(`/admin/api/drafts/${encodeURIComponent(branch)}/changes`)).json() as {
      changes: ReviewChange[];
    };
    expect(changes.changes[0]!.image).toEqual({
      before: expect.objectContaining({ url: imagesUrl(branch, 'before', 'wide.png'), width: 400, height: 100 }),
      after: expect.objectContaining({ url: imagesUrl(branch, 'after', 'wide.png'), width: 800, height: 200 }),
    });
    const before = await as(cookie)(imagesUrl(branch, 'before', 'wide.png'));
    expect((await sharp(before.rawPayload).metadata()).width).toBe(400);
  });

  it("refuses another author the draft's pictures (403), an unknown draft (404) and a request without a session", async () => {
    const { branch } = await ashaUploads('secret-plan.png', await picture(10, 10, '#000000'));
    const ravi = as(await logIn('ravi@example.in'));
    for (const side of ['before', 'after']) {
      expect((await ravi(imagesUrl(branch, side, 'secret-plan.png'))).statusCode).toBe(403);
    }
    expect((await ravi(`/admin/api/drafts/${encodeURIComponent(branch)}/changes`)).statusCode).toBe(403);
    expect((await ravi(imagesUrl('drafts/nobody-here', 'after', 'secret-plan.png'))).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: imagesUrl(branch, 'after', 'secret-plan.png') });
    expect(anonymous.statusCode).not.toBe(200);
    expect(anonymous.rawPayload.subarray(0, 4).toString('latin1')).not.toBe('\x89PNG');
  });

  it('serves nothing outside public/images/: no .. path, no other file, no symbolic link leading out', async () => {
    const { branch, cookie } = await ashaUploads('ok.png', await picture(10, 10, '#ffffff'));
    const draftRoot = await repo.draftRoot(branch);
    writeFileSync(path.join(dir, 'outside.png'), await picture(10, 10, '#ff0000'));
    symlinkSync(path.join(dir, 'outside.png'), path.join(draftRoot, 'public/images/leak.png'));
    mkdirSync(path.join(dir, 'elsewhere'));
    writeFileSync(path.join(dir, 'elsewhere/inner.png'), await picture(10, 10, '#ff0000'));
    symlinkSync(path.join(dir, 'elsewhere'), path.join(draftRoot, 'public/images/linked'));
    const asha = as(cookie);
    for (const name of [
      '..%2F..%2Fsite.json',
      '..%2F..%2Fpages%2Findex.json',
      '%2E%2E%2Fshare.png',
      'leak.png',
      'linked/inner.png',
      '.hidden.png',
    ]) {
      for (const url of [
        imagesUrl(branch, 'after', name),
        `/admin/preview/files/${encodeURIComponent(branch)}/images/${name}`,
      ]) {
        const answer = await asha(url);
        expect(answer.statusCode, `${url} → ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.body).not.toContain('"blocks"');
        expect(answer.rawPayload.subarray(0, 4).toString('latin1')).not.toBe('\x89PNG');
      }
    }
  });

  it("renders the preview with the draft's image addresses, and serves a draft-only picture to any logged-in user", async () => {
    const bytes = await picture(32, 16, '#123456');
    const { branch } = await ashaUploads('fresh.png', bytes);
    releases.renderPreview = async () =>
      '<!doctype html><img src="/images/fresh.png" srcset="/assets/images/a-480.1.avif 480w, /assets/images/a-960.1.avif 960w"><p>Files live in /images/ on the site.</p>';
    const ravi = as(await logIn('ravi@example.in'));
    const page = await ravi(`/admin/preview/${encodeURIComponent(branch)}/`);
    const base = `/admin/preview/files/${encodeURIComponent(branch)}`;
    expect(page.body).toContain(`src="${base}/images/fresh.png"`);
    expect(page.body).toContain(
      `srcset="${base}/assets/images/a-480.1.avif 480w, ${base}/assets/images/a-960.1.avif 960w"`,
    );
    expect(page.body).toContain('<p>Files live in /images/ on the site.</p>');
    const served = await ravi(`${base}/images/fresh.png`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);
    // The public site does not have it.
    expect(existsSync(path.join(repo.publishedRoot, 'public/images/fresh.png'))).toBe(false);
    expect((await ravi(`${base}/assets/images/a-480.1.avif`)).statusCode).toBe(404);
  });
});
