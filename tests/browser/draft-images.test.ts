import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewChange } from '../../src/admin/shared/admin-api';
import { addUser, startAdminServer, type AdminServer } from '../admin/server/e2e/admin-process';
import {
  currentBranch,
  draftPath,
  logInOverHttp,
  saveThroughEditor,
  type AdminHttpSession,
} from '../admin/server/e2e/admin-session';
import { createContentProject } from '../admin/server/e2e/content-project';

const PASSWORD = 'a long enough password';
const asha = { email: 'asha@example.in', name: 'Asha Author', role: 'author', password: PASSWORD };
const ravi = { email: 'ravi@example.in', name: 'Ravi Author', role: 'author', password: PASSWORD };
const priya = { email: 'priya@example.in', name: 'Priya Publisher', role: 'publisher', password: PASSWORD };
const PICTURE = 'banners/line-7.png';

/**
 * A picture uploaded into a draft, over HTTP against the real server (`npm start` with ADMIN=on on a
 * git repository of the base fixture): the review lists it with its size and serves it to whom may
 * review the draft, the preview shows it (and its renditions) before it is published, and nothing
 * outside public/images/ is ever served.
 */
describe("a draft's new picture in the review and the preview (ADMIN=on)", () => {
  let dir: string;
  let server: AdminServer;
  let author: AdminHttpSession;
  let branch: string;
  let bytes: Buffer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'draft-images-'));
    const project = createContentProject(dir);
    const databaseUrl = `sqlite:${path.join(dir, 'admin.db')}`;
    for (const user of [asha, ravi, priya]) await addUser(databaseUrl, user);
    server = await startAdminServer({ contentDir: project.contentDir, stateDir: path.join(dir, 'state'), databaseUrl });
    author = await logInOverHttp(server.url, asha.email, PASSWORD);
    bytes = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const uploaded = await fetch(`${server.url}/admin/editor/api/images?name=${encodeURIComponent(PICTURE)}`, {
      method: 'POST',
      headers: { cookie: author.cookie, origin: server.url, 'x-admin-request': '1', 'content-type': 'image/png' },
      body: new Uint8Array(bytes),
    });
    expect(uploaded.status, await uploaded.text()).toBe(201);
    await saveThroughEditor(author, 'pages/about.json', (data) => {
      const banner = (data.blocks as { image: Record<string, unknown> }[])[0]!;
      banner.image = { src: `/images/${PICTURE}`, alt: 'Line 7 at the Pune plant', width: 1600, height: 500 };
    });
    branch = await currentBranch(author);
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (session: AdminHttpSession | null, address: string) =>
    fetch(`${server.url}${address}`, { headers: session ? { cookie: session.cookie } : {} });

  it('lists the picture as new with its dimensions and size, and serves it to its author and to a publisher', async () => {
    const { status, body } = await author.api('GET', draftPath(branch, 'changes'));
    expect(status).toBe(200);
    const change = (body.changes as ReviewChange[]).find((each) => each.file === `public/images/${PICTURE}`);
    expect(change).toMatchObject({ status: 'added', image: { before: null, after: { width: 1600, height: 500 } } });
    expect(change!.image!.after!.bytes).toBe(bytes.length);
    const publisher = await logInOverHttp(server.url, priya.email, PASSWORD);
    for (const session of [author, publisher]) {
      const served = await get(session, change!.image!.after!.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    }
    // Not published: the public site has no such picture.
    expect((await fetch(`${server.url}/images/${PICTURE}`)).status).toBe(404);
  });

  it("refuses another author (403) and a visitor without a session the draft's picture", async () => {
    const other = await logInOverHttp(server.url, ravi.email, PASSWORD);
    const address = `${draftPath(branch)}/images/after/${PICTURE}`;
    expect((await get(other, address)).status).toBe(403);
    expect((await get(other, draftPath(branch, 'changes'))).status).toBe(403);
    expect((await get(null, address)).status).not.toBe(200);
  });

  it('refuses paths that leave public/images/ (.. encoded or not), in the review and in the preview', async () => {
    for (const name of ['..%2F..%2Fsite.json', '..%2F..%2F.git%2Fconfig', '%2E%2E/%2E%2E/pages/about.json']) {
      for (const address of [
        `${draftPath(branch)}/images/after/${name}`,
        `${draftPath(branch)}/images/before/${name}`,
        `/admin/preview/files/${encodeURIComponent(branch)}/images/${name}`,
      ]) {
        const answer = await get(author, address);
        const text = await answer.text();
        expect(answer.status, `${address}: ${text}`).toBeGreaterThanOrEqual(400);
        expect(text).not.toMatch(/"blocks"|\[core\]|"title"/);
      }
    }
  });

  it("previews the page with the draft's picture and its renditions, served from the draft", async () => {
    const page = await get(author, `/admin/preview/${encodeURIComponent(branch)}/about`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const base = `/admin/preview/files/${encodeURIComponent(branch)}/`;
    const addresses = [...html.matchAll(/\/admin\/preview\/files\/[^"'\s,)&]+/g)].map((match) => match[0]);
    const ofPicture = addresses.filter((address) => address.includes('line-7'));
    expect(ofPicture.length, html).toBeGreaterThan(0);
    expect(ofPicture.every((address) => address.startsWith(base))).toBe(true);
    // A banner's photo is resized by the site's pipeline: the preview names its renditions too.
    expect(ofPicture.some((address) => address.includes('/assets/images/'))).toBe(true);
    for (const address of new Set(ofPicture)) {
      const served = await get(author, address);
      expect(served.status, address).toBe(200);
      expect(served.headers.get('content-type')).toMatch(/^image\//);
      const { width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(width).toBeGreaterThan(0);
    }
  });
});
