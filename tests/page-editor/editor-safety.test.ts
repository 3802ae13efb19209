/**
 * The editor writes files and has no login, so it must refuse every request that does not come from
 * its own page on this machine, and every path outside pages/, site.json and public/images/. Each
 * refusal below is checked to have changed no file in the project (a hash of the whole tree).
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editorUnderTest, treeHash, type Answer } from './editor-test-project';

const under = editorUnderTest();

async function pngBytes(): Promise<Buffer> {
  return sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
}

/** Runs `attempt`, expects `status`, and checks that no file of the project changed. */
async function refusedUnchanged(attempt: () => Promise<Answer>, status: number): Promise<Answer> {
  const before = treeHash(under.root);
  const answer = await attempt();
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(treeHash(under.root), 'a refused request changed a file').toBe(before);
  return answer;
}

/** The about page's title, as it is on disk: a refused read must not carry it. */
const aboutTitle = () => (JSON.parse(under.read('pages/about.json')) as { title: string }).title;

async function savedAbout() {
  const opened = await under.call('GET', '/api/file?file=pages/about.json');
  const data = { ...opened.body.data, title: 'Written by an attacker' };
  return { file: 'pages/about.json', data, baseVersion: opened.body.version };
}

describe('the Host and Origin guard', () => {
  it('accepts a save from the editor itself (the control for the refusals below)', async () => {
    const opened = await under.call('GET', '/api/file?file=pages/about.json');
    const saved = await under.call('PUT', '/api/file', {
      json: { file: 'pages/about.json', data: opened.body.data, baseVersion: opened.body.version },
    });
    expect(saved.status).toBe(200);
  });

  it('refuses a write whose Origin is another site', async () => {
    const body = await savedAbout();
    const answer = await refusedUnchanged(
      () => under.call('PUT', '/api/file', { json: body, headers: { origin: 'https://evil.example' } }),
      403,
    );
    expect(answer.body.error).toContain('https://evil.example');
  });

  it('refuses a write without an Origin (a plain form post or a script outside a browser)', async () => {
    const body = await savedAbout();
    await refusedUnchanged(() => under.call('PUT', '/api/file', { json: body, headers: { origin: undefined } }), 403);
  });

  it('refuses a write from the editor on another port (another local app)', async () => {
    const body = await savedAbout();
    await refusedUnchanged(
      () => under.call('PUT', '/api/file', { json: body, headers: { origin: 'http://127.0.0.1:1' } }),
      403,
    );
  });

  it.each(['evil.com:3001', 'evil.com', '127.0.0.1.evil.com', '127.0.0.1', 'localhost:1', '[::1]'])(
    'refuses every request whose Host is %s (DNS rebinding)',
    async (host) => {
      const read = await under.call('GET', '/api/file?file=pages/about.json', { headers: { host, origin: undefined } });
      expect(read.status).toBe(403);
      expect(read.text).not.toContain(aboutTitle());
      const body = await savedAbout();
      const write = () => under.call('PUT', '/api/file', { json: body, headers: { host, origin: `http://${host}` } });
      await refusedUnchanged(write, 403);
    },
  );

  it('answers Host localhost with its port, as browsers send it for http://localhost:<port>', async () => {
    const answer = await under.call('GET', '/api/pages', { headers: { host: `localhost:${under.editor.port}` } });
    expect(answer.status).toBe(200);
  });

  it('refuses a read another site embeds without an Origin (a <script> tag: Sec-Fetch-Site cross-site)', async () => {
    const headers = { origin: undefined, 'sec-fetch-site': 'cross-site' };
    const answer = await under.call('GET', '/api/file?file=pages/about.json', { headers });
    expect(answer.status).toBe(403);
    expect(answer.text).not.toContain(aboutTitle());
    const typed = await under.call('GET', '/api/pages', { headers: { origin: undefined, 'sec-fetch-site': 'none' } });
    expect(typed.status).toBe(200);
  });

  it('refuses a read whose Origin is another site (no cross-site reading of pages)', async () => {
    const answer = await under.call('GET', '/api/pages', { headers: { origin: 'https://evil.example' } });
    expect(answer.status).toBe(403);
  });
});

describe('the file sandbox', () => {
  it.each([
    'pages/../package.json',
    '../etc/passwd.json',
    'pages/../../outside.json',
    '/etc/passwd',
    'pages/./about.json',
    'pages\\..\\package.json',
    'package.json',
    'schemas/page.schema.json',
    'pages/about.txt',
    'public/images/logo/x.html',
  ])('refuses to read or save %s', async (file) => {
    const read = await under.call('GET', `/api/file?file=${encodeURIComponent(file)}`);
    expect([400, 403]).toContain(read.status);
    const body = await savedAbout();
    await refusedUnchanged(() => under.call('PUT', '/api/file', { json: { ...body, file } }), read.status);
  });

  it('refuses to delete outside pages/ (site.json, ../)', async () => {
    await refusedUnchanged(() => under.call('DELETE', '/api/file?file=site.json'), 403);
    await refusedUnchanged(() => under.call('DELETE', '/api/file?file=pages/../site.json'), 403);
  });

  describe('symbolic links', () => {
    let outside: string;
    beforeAll(() => {
      outside = path.join(tmpdir(), `page-editor-outside-${process.pid}`);
      mkdirSync(outside, { recursive: true });
      writeFileSync(path.join(outside, 'secret.json'), '{"secret": "do not read"}\n');
      symlinkSync(outside, path.join(under.root, 'pages/linked-out'));
      symlinkSync(path.join(outside, 'secret.json'), path.join(under.root, 'pages/secret.json'));
    });
    afterAll(() => rmSync(outside, { recursive: true, force: true }));

    it('refuses a folder link that leaves pages/, for reading and writing', async () => {
      const read = await under.call('GET', '/api/file?file=pages/linked-out/secret.json');
      expect(read.status).toBe(403);
      expect(read.text).not.toContain('do not read');
      const body = await savedAbout();
      await refusedUnchanged(
        () => under.call('PUT', '/api/file', { json: { ...body, file: 'pages/linked-out/secret.json' } }),
        403,
      );
    });

    it('refuses a file link whose real path leaves pages/', async () => {
      const read = await under.call('GET', '/api/file?file=pages/secret.json');
      expect(read.status).toBe(403);
      expect(read.text).not.toContain('do not read');
    });

    it('refuses an upload into a linked folder that leaves public/images/', async () => {
      symlinkSync(outside, path.join(under.root, 'public/images/linked-out'));
      const png = await pngBytes();
      await refusedUnchanged(
        () =>
          under.call('POST', '/api/images?name=linked-out/x.png', {
            body: png,
            headers: { 'content-type': 'image/png' },
          }),
        403,
      );
    });
  });
});

describe('uploads', () => {
  const upload = (name: string, body: Buffer | string, type = 'image/png') =>
    under.call('POST', `/api/images?name=${encodeURIComponent(name)}`, { body, headers: { 'content-type': type } });

  it('stores a PNG under public/images/ and lists it with its dimensions', async () => {
    const answer = await upload('uploads/swatch.png', await pngBytes());
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toEqual({ src: '/images/uploads/swatch.png' });
    const { body } = await under.call('GET', '/api/images');
    expect(body.images).toContainEqual(
      expect.objectContaining({ src: '/images/uploads/swatch.png', width: 4, height: 3, type: 'png' }),
    );
    const served = await under.call('GET', '/images/uploads/swatch.png');
    expect(served.headers['content-type']).toBe('image/png');
  });

  it.each(['jpeg', 'webp', 'avif'] as const)('stores a %s picture, recognised by its bytes', async (format) => {
    const bytes = await sharp({ create: { width: 5, height: 2, channels: 3, background: '#00aa00' } })
      .toFormat(format)
      .toBuffer();
    const name = `uploads/swatch.${format === 'jpeg' ? 'jpg' : format}`;
    const answer = await upload(name, bytes, `image/${format}`);
    expect(answer.status, answer.text).toBe(201);
  });

  it('never replaces an existing image, and offers a free name instead', async () => {
    const other = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const answer = await refusedUnchanged(() => upload('uploads/swatch.png', other), 409);
    expect(answer.body.error).toContain('already exists');
    expect(answer.body.freeName).toBe('uploads/swatch-2.png');
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.concat([await pngBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const answer = await refusedUnchanged(() => upload('big.png', big), 413);
    expect(answer.body.error).toContain('10 MB');
  });

  it('refuses HTML renamed .png, whatever its Content-Type says', async () => {
    const html = '<!doctype html><html><body><script>fetch("/api/file")</script></body></html>';
    const answer = await refusedUnchanged(() => upload('innocent.png', html), 415);
    expect(answer.body.error).toContain('not a PNG, JPEG, WebP or AVIF image');
  });

  it('refuses a PNG header followed by garbage (the bytes must decode)', async () => {
    const fake = Buffer.concat([(await pngBytes()).subarray(0, 16), Buffer.from('not really a picture at all')]);
    await refusedUnchanged(() => upload('fake.png', fake), 415);
  });

  it('refuses a PNG named .jpg', async () => {
    await refusedUnchanged(async () => upload('wrong.jpg', await pngBytes(), 'image/jpeg'), 415);
  });

  it('refuses SVG, by name and by content', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const byName = await refusedUnchanged(() => upload('logo.svg', svg, 'image/svg+xml'), 415);
    expect(byName.body.error).toContain('SVG');
    await refusedUnchanged(() => upload('logo.png', svg), 415);
  });

  it('refuses a name that leaves public/images/', async () => {
    await refusedUnchanged(async () => upload('../../pages/x.png', await pngBytes()), 403);
  });

  it('refuses an upload from another site', async () => {
    const png = await pngBytes();
    await refusedUnchanged(
      () =>
        under.call('POST', '/api/images?name=cross-site.png', {
          body: png,
          headers: { 'content-type': 'image/png', origin: 'https://evil.example' },
        }),
      403,
    );
  });
});
