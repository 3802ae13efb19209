/**
 * Findings of a probe of the editor on loopback (issue 26), each closed here: a folder link inside
 * pages/ that leads out of the project, an image link out of public/images/ read by the check, names
 * too long for the file system, dot-file and GIF uploads. Every refusal changes no file, inside the
 * project or outside it.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorUnderTest, treeHash, type Answer } from './editor-test-project';

const under = editorUnderTest();
let outside: string;

beforeAll(() => {
  outside = path.join(tmpdir(), `page-editor-file-safety-${process.pid}`);
  mkdirSync(outside, { recursive: true });
});
afterAll(() => rmSync(outside, { recursive: true, force: true }));

/** Every file under the folder outside the project: a refusal must leave it empty. */
const outsideFiles = () => readdirSync(outside, { recursive: true });

async function refusedUnchanged(attempt: () => Promise<Answer>, status: number): Promise<Answer> {
  const before = treeHash(under.root);
  const answer = await attempt();
  expect(answer.status, answer.text).toBe(status);
  expect(treeHash(under.root), 'a refused request changed a file').toBe(before);
  expect(outsideFiles(), 'a refused request wrote outside the project').toEqual([]);
  // No absolute path of this machine in the answer.
  expect(answer.text).not.toContain(under.root);
  expect(answer.text).not.toContain(outside);
  return answer;
}

const pngBytes = (width = 4, height = 3) =>
  sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('a folder link inside pages/ that leads out of the project', () => {
  beforeAll(() => symlinkSync(outside, path.join(under.root, 'pages/linked-out')));

  it('does not let a new page be created through it', async () => {
    const create = () => under.call('POST', '/api/pages', { json: { route: '/linked-out/x', template: 'plain' } });
    await refusedUnchanged(create, 403);
    const deeper = () =>
      under.call('POST', '/api/pages', { json: { route: '/linked-out/deeper/x', template: 'plain' } });
    await refusedUnchanged(deeper, 403);
  });

  it('does not let a page be duplicated into it', async () => {
    const duplicate = () =>
      under.call('POST', '/api/pages/duplicate', { json: { file: 'pages/about.json', route: '/linked-out/copy' } });
    const answer = await refusedUnchanged(duplicate, 403);
    expect(answer.body.error).toContain('pages/linked-out');
  });

  it('does not let a page be moved into it, and keeps the page where it was', async () => {
    const move = () =>
      under.call('POST', '/api/pages/move', { json: { file: 'pages/contact.json', route: '/linked-out/contact' } });
    await refusedUnchanged(move, 403);
    expect(existsSync(path.join(under.root, 'pages/contact.json'))).toBe(true);
  });
});

describe('the check of a page whose image leads out of public/images/ through a link', () => {
  beforeAll(async () => {
    mkdirSync(path.join(outside, 'pictures'), { recursive: true });
    writeFileSync(path.join(outside, 'pictures/secret.png'), await pngBytes(7, 5));
    symlinkSync(path.join(outside, 'pictures'), path.join(under.root, 'public/images/linked-out'));
  });
  afterAll(() => {
    rmSync(path.join(under.root, 'public/images/linked-out'));
    rmSync(path.join(outside, 'pictures'), { recursive: true, force: true });
  });

  it('reports the image as outside public/ and tells nothing read from the file', async () => {
    const opened = await under.call('GET', '/api/file?file=pages/about.json');
    const data = structuredClone(opened.body.data);
    expect(data.blocks[0].type).toBe('banner');
    data.blocks[0].image = { ...data.blocks[0].image, src: '/images/linked-out/secret.png' };
    const check = await under.call('POST', '/api/check', { json: { file: 'pages/about.json', data } });
    expect(check.status, check.text).toBe(200);
    const aboutImage = check.body.problems.filter((problem: { pointer: string }) =>
      problem.pointer.startsWith('/blocks/0/image'),
    );
    expect(aboutImage.map((problem: { id: string }) => problem.id)).toEqual(['asset-outside-public']);
    // Its size (7 × 5) would say the file was opened and decoded.
    expect(check.text).not.toMatch(/\b7 ?(px|×|x)/);
    expect(JSON.stringify(check.body.preview)).not.toContain('"width":7');
  });
});

describe('names too long for a file', () => {
  const long = 'a'.repeat(300);

  it.each([
    ['GET', `/api/file?file=pages/${long}.json`],
    ['DELETE', `/api/file?file=pages/${long}.json`],
    ['GET', `/images/${long}.png`],
  ])('%s %s answers 400 with a clear message', async (method, address) => {
    const answer = await refusedUnchanged(() => under.call(method, address), 400);
    expect(answer.body.error).toContain('too long');
  });

  it('saving, creating, duplicating and moving to a 300-character name answer 400', async () => {
    const opened = await under.call('GET', '/api/file?file=pages/about.json');
    const attempts: [string, string, unknown][] = [
      ['PUT', '/api/file', { file: `pages/${long}.json`, data: opened.body.data, baseVersion: opened.body.version }],
      ['POST', '/api/pages', { route: `/${long}`, template: 'plain' }],
      ['POST', '/api/pages/duplicate', { file: 'pages/about.json', route: `/${long}` }],
      ['POST', '/api/pages/move', { file: 'pages/contact.json', route: `/product/${long}` }],
    ];
    for (const [method, address, json] of attempts) {
      const answer = await refusedUnchanged(() => under.call(method, address, { json }), 400);
      expect(answer.body.error, `${method} ${address}`).toContain('too long');
    }
  });

  it('an upload named with 300 characters answers 400', async () => {
    const png = await pngBytes();
    const upload = () =>
      under.call('POST', `/api/images?name=${long}.png`, { body: png, headers: { 'content-type': 'image/png' } });
    const answer = await refusedUnchanged(upload, 400);
    expect(answer.body.error).toContain('too long');
  });
});

describe('uploads the site would not serve', () => {
  const upload = async (name: string, bytes: Buffer, type: string) =>
    under.call('POST', `/api/images?name=${encodeURIComponent(name)}`, {
      body: bytes,
      headers: { 'content-type': type },
    });

  it.each(['.hidden.jpg', 'uploads/.hidden/photo.jpg'])(
    'refuses %s: names starting with a dot are never served',
    async (name) => {
      const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#123456' } })
        .jpeg()
        .toBuffer();
      const answer = await refusedUnchanged(() => upload(name, jpeg, 'image/jpeg'), 400);
      expect(answer.body.error).toContain('names starting with a dot are never served');
    },
  );

  it('refuses a GIF, which the image schema refuses too', async () => {
    const gif = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#00aa00' } })
      .gif()
      .toBuffer();
    const answer = await refusedUnchanged(() => upload('uploads/anim.gif', gif, 'image/gif'), 415);
    expect(answer.body.error).toContain('GIF is not supported: use PNG, JPEG, WebP or AVIF');
    const renamed = await refusedUnchanged(() => upload('uploads/anim.png', gif, 'image/png'), 415);
    expect(renamed.body.error).toContain('GIF is not supported');
  });
});
