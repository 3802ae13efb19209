/**
 * registerEditorApi as the admin mounts it: under /admin/editor/api, on a project folder its
 * `workspace` chooses, with beforeChange and afterChange around every change. A fake workspace on a
 * fixture copy stands in for the admin's drafts; requests go through Fastify's inject.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerEditorApi, type EditorChange } from '../../src/editor/server/editor-api-plugin';
import { EditorRefusal } from '../../src/editor/server/editor-refusal';
import { copyProject } from './editor-test-project';

const PREFIX = '/admin/editor/api';

interface Recorded {
  workspace: ('read' | 'write')[];
  before: number;
  changes: { root: string; change: EditorChange; filesThere: boolean[] }[];
}

let root: string;
let app: FastifyInstance;
let recorded: Recorded;
/** What beforeChange does for the next request: nothing, or refuse as the admin refuses a lower role. */
let refuseChanges = false;

beforeAll(async () => {
  root = copyProject();
  app = Fastify();
  await app.register(
    (scope) =>
      registerEditorApi(scope, {
        async workspace(_request: FastifyRequest, intent) {
          recorded.workspace.push(intent);
          return root;
        },
        async beforeChange() {
          recorded.before += 1;
          if (refuseChanges) throw new EditorRefusal(403, 'Refused: authors may not do this.');
        },
        async afterChange(_request, changedRoot, change) {
          // Inside the queue, after the change: written files are there, removed ones gone.
          const filesThere = change.files.map((file) => existsSync(path.join(changedRoot, file)));
          recorded.changes.push({ root: changedRoot, change, filesThere });
        },
      }),
    { prefix: PREFIX },
  );
}, 60_000);

afterAll(async () => {
  await app?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  recorded = { workspace: [], before: 0, changes: [] };
  refuseChanges = false;
});

function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, contentType?: string) {
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  else if (payload !== undefined && !Buffer.isBuffer(payload)) headers['content-type'] = 'application/json';
  const body = payload === undefined || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload);
  return app.inject({ method, url: `${PREFIX}${url}`, headers, payload: body as string | Buffer | undefined });
}

async function opened(file: string) {
  const answer = await call('GET', `/file?file=${encodeURIComponent(file)}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: Record<string, unknown>; version: string };
}

describe('the editor API mounted under /admin/editor/api', () => {
  it('answers the reads of the contract from the workspace, asking it for reading', async () => {
    const pages = await call('GET', '/pages');
    expect(pages.statusCode).toBe(200);
    expect(pages.json().pages).toContainEqual(expect.objectContaining({ file: 'pages/about.json', route: '/about' }));
    for (const read of ['/schemas', '/routes', '/site-references', '/images']) {
      expect((await call('GET', read)).statusCode, read).toBe(200);
    }
    expect(recorded.workspace.every((intent) => intent === 'read')).toBe(true);
    expect(recorded.before).toBe(0);
    expect(recorded.changes).toEqual([]);
  });

  it("serves the workspace's images and answers JSON for an address it does not have", async () => {
    const listed = (await call('GET', '/images')).json().images as { src: string }[];
    const image = listed.find((entry) => entry.src.endsWith('.svg') || entry.src.endsWith('.png'))!;
    const served = await call('GET', image.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\//);
    const missing = await call('GET', '/images/nothing-here.png');
    expect(missing.statusCode).toBe(404);
    const unknown = await call('GET', '/no-such-route');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toContain('No such editor API');
  });

  it("serves a photo's renditions the preview names under the same prefix", async () => {
    const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f3b' } })
      .jpeg()
      .toBuffer();
    expect((await call('POST', '/images?name=plugin/line.jpg', photo, 'image/jpeg')).statusCode).toBe(201);
    const { data } = await opened('pages/about.json');
    (data.blocks as Record<string, unknown>[])[0]!.image = { src: '/images/plugin/line.jpg', alt: 'The line' };
    const check = await call('POST', '/check', { file: 'pages/about.json', data });
    const image = check.json().preview.page.blocks[0].image as { rendition: { src: string } };
    expect(image.rendition.src).toMatch(/^\/assets\/images\//);
    const served = await call('GET', image.rendition.src);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect((await call('GET', '/assets/images/nothing-480.0123456789.avif')).statusCode).toBe(404);
  });

  it('checks an unsaved page as a read (no change reported)', async () => {
    const { data } = await opened('pages/about.json');
    const check = await call('POST', '/check', { file: 'pages/about.json', data });
    expect(check.statusCode, check.body).toBe(200);
    expect(recorded.workspace).toContain('read');
    expect(recorded.workspace).not.toContain('write');
    expect(recorded.changes).toEqual([]);
  });
});

describe('every change goes through beforeChange, the write workspace and afterChange', () => {
  it('save reports the saved file', async () => {
    const { data, version } = await opened('pages/about.json');
    const saved = await call('PUT', '/file', { file: 'pages/about.json', data, baseVersion: version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(recorded.before).toBe(1);
    expect(recorded.workspace).toContain('write');
    expect(recorded.changes).toEqual([
      {
        root,
        change: { action: 'save', files: ['pages/about.json'], summary: 'Saved pages/about.json' },
        filesThere: [true],
      },
    ]);
  });

  it('create and duplicate report the new file', async () => {
    const created = await call('POST', '/pages', { route: '/plugin-made', template: 'plain', title: 'Made here' });
    expect(created.statusCode, created.body).toBe(201);
    const duplicated = await call('POST', '/pages/duplicate', { file: 'pages/about.json', route: '/about-twin' });
    expect(duplicated.statusCode, duplicated.body).toBe(201);
    expect(recorded.changes.map(({ change, filesThere }) => ({ ...change, filesThere }))).toEqual([
      { action: 'create', files: ['pages/plugin-made.json'], summary: expect.any(String), filesThere: [true] },
      {
        action: 'duplicate',
        files: ['pages/about-twin.json'],
        summary: 'Duplicated pages/about.json as pages/about-twin.json',
        filesThere: [true],
      },
    ]);
  });

  it('create reports redirects.json too when it drops a redirect from the new address (the draft commits it)', async () => {
    writeFileSync(
      path.join(root, 'redirects.json'),
      `${JSON.stringify({
        redirects: [
          { from: '/plugin-redirected', to: '/about' },
          { from: '/blogs/plugin-post', to: '/about' },
        ],
      })}\n`,
    );
    const page = await call('POST', '/pages', { route: '/plugin-redirected', template: 'plain', title: 'Again' });
    expect(page.statusCode, page.body).toBe(201);
    const entry = await call('POST', '/entries', { collection: 'posts', title: 'Plugin post' });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(recorded.changes.map(({ change }) => change.files)).toEqual([
      ['pages/plugin-redirected.json', 'redirects.json'],
      ['content/posts/plugin-post.json', 'redirects.json'],
    ]);
    expect(JSON.parse(readFileSync(path.join(root, 'redirects.json'), 'utf8')).redirects).toEqual([]);
  });

  it('move reports the old file, the new one and every file whose links it rewrote', async () => {
    const moved = await call('POST', '/pages/move', { file: 'pages/product/conveyors.json', route: '/belts' });
    expect(moved.statusCode, moved.body).toBe(200);
    const [{ change, filesThere }] = recorded.changes as [Recorded['changes'][number]];
    expect(change.action).toBe('move');
    expect(change.files.slice(0, 2)).toEqual(['pages/product/conveyors.json', 'pages/belts.json']);
    // The contact page links to the moved page (editor-test-project.ts).
    expect(change.files).toContain('pages/contact.json');
    expect(change.files).toEqual(expect.arrayContaining(moved.json().updated));
    expect(filesThere.slice(0, 2)).toEqual([false, true]);
  });

  it('delete reports the removed file', async () => {
    const deleted = await call('DELETE', '/file?file=pages/plugin-made.json');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(recorded.changes.map(({ change, filesThere }) => [change.action, change.files[0], filesThere[0]])).toEqual([
      ['delete', 'pages/plugin-made.json', false],
    ]);
  });

  it('upload reports the stored image', async () => {
    const png = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const uploaded = await call('POST', '/images?name=plugin/swatch.png', png, 'image/png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(recorded.changes.map(({ change }) => change)).toEqual([
      { action: 'upload', files: ['public/images/plugin/swatch.png'], summary: expect.any(String) },
    ]);
    const served = await call('GET', '/images/plugin/swatch.png');
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('a refusal from beforeChange answers its status, and nothing is written or reported', async () => {
    refuseChanges = true;
    const { data, version } = await opened('pages/about.json');
    const saved = await call('PUT', '/file', {
      file: 'pages/about.json',
      data: { ...data, title: 'X' },
      baseVersion: version,
    });
    expect(saved.statusCode).toBe(403);
    expect(saved.json()).toEqual({ error: 'Refused: authors may not do this.' });
    expect(recorded.workspace).not.toContain('write');
    expect(recorded.changes).toEqual([]);
  });

  it('a refused change (an invalid page) reports nothing', async () => {
    const { data, version } = await opened('pages/about.json');
    const saved = await call('PUT', '/file', {
      file: 'pages/about.json',
      data: { ...data, title: '' },
      baseVersion: version,
    });
    expect(saved.statusCode).toBe(422);
    expect(recorded.changes).toEqual([]);
  });
});

describe('malformed requests are refused with 400 and one plain sentence', () => {
  const about = { file: 'pages/about.json', data: {}, baseVersion: 'x' };
  it.each([
    ['PUT', '/file', { data: {}, baseVersion: 'x' }, 'The request must name the page file (file).'],
    [
      'PUT',
      '/file',
      { file: 'pages/about.json', baseVersion: 'x' },
      "The request must carry the document's content (data).",
    ],
    [
      'PUT',
      '/file',
      { file: 'pages/about.json', data: {} },
      'The request must say which version of the file was opened (baseVersion).',
    ],
    ['PUT', '/file', { ...about, file: 42 }, 'The request must name the page file (file) as text.'],
    ['PUT', '/file', { ...about, extra: true }, 'The request has a field the editor does not know: extra.'],
    ['PUT', '/file', [about], 'The request body must be a JSON object.'],
    ['POST', '/check', { data: {} }, 'The request must name the page file (file).'],
    ['POST', '/check', { file: 'pages/about.json' }, "The request must carry the document's content (data)."],
    ['POST', '/pages', { template: 'plain' }, 'The request must give the new route (route), e.g. /product/x.'],
    [
      'POST',
      '/pages',
      { route: '/x', template: 'fancy' },
      'The request must choose a template (template): one of plain, product, solution.',
    ],
    ['POST', '/pages', { route: '/x', title: 7 }, 'The request must give a title (title) as text.'],
    ['POST', '/pages/duplicate', { route: '/x' }, 'The request must name the page file (file).'],
    [
      'POST',
      '/pages/duplicate',
      { file: 'pages/about.json' },
      'The request must give the new route (route), e.g. /product/x.',
    ],
    [
      'POST',
      '/pages/move',
      { file: 'pages/about.json', route: '' },
      'The request must give the new route (route), e.g. /product/x; it is empty.',
    ],
    [
      'POST',
      '/entries/rename',
      { file: 'content/posts/robot-cells.json' },
      "The request must give the new address's last part (slug), e.g. belt-conveyors.",
    ],
    ['GET', '/file', undefined, 'The request must name the page file (file).'],
    ['DELETE', '/file', undefined, 'The request must name the page file (file).'],
    ['POST', '/images', Buffer.from('x'), "The request must give the picture's name (?name=picture.jpg)."],
  ] as const)('%s %s %j', async (method, url, body, message) => {
    const answer = await call(method, url, body, Buffer.isBuffer(body) ? 'image/png' : undefined);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: message });
    expect(recorded.changes).toEqual([]);
  });

  it('a body that is not JSON, and an upload without bytes', async () => {
    const notJson = await call('PUT', '/file', Buffer.from('{"file": '), 'application/json');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ error: 'Refused: the request body is not JSON.' });
    const noBytes = await call('POST', '/images?name=x.png');
    expect(noBytes.statusCode).toBe(400);
    expect(noBytes.json().error).toContain("the picture's bytes");
  });

  it('a body nested deeper than any page (it overflowed the stack: 500), before any workspace is asked', async () => {
    const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
    for (const [method, url] of [
      ['POST', '/check'],
      ['PUT', '/file'],
    ] as const) {
      const body = `{"file":"pages/about.json","baseVersion":"x","data":${deep(100_000)}}`;
      const answer = await call(method, url, Buffer.from(body), 'application/json');
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toEqual({
        error: 'Refused: the request body nests more than 64 levels deep; no page does.',
      });
    }
    expect(recorded.workspace).toEqual([]);
    // A page's own depth is far from the limit: the same body nested 60 levels is read (and refused for its content).
    const shallow = await call(
      'POST',
      '/check',
      Buffer.from(`{"file":"pages/about.json","data":${deep(60)}}`),
      'application/json',
    );
    expect(shallow.statusCode, shallow.body).toBe(200);
  });

  it('duplicate, move and rename of a file that is not there: 404 in words, nothing reported (it was 500)', async () => {
    for (const [url, body, file] of [
      ['/pages/duplicate', { file: 'pages/gone.json', route: '/copy-of-gone' }, 'pages/gone.json'],
      ['/pages/move', { file: 'pages/gone.json', route: '/moved-gone' }, 'pages/gone.json'],
      ['/entries/rename', { file: 'content/posts/gone.json', slug: 'elsewhere' }, 'content/posts/gone.json'],
    ] as const) {
      const answer = await call('POST', url, body);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(404);
      expect(answer.json()).toEqual({ error: `${file} does not exist.` });
    }
    expect(recorded.changes).toEqual([]);
    expect(existsSync(path.join(root, 'pages/copy-of-gone.json'))).toBe(false);
  });

  it('a file named twice in the query', async () => {
    const answer = await call('GET', '/file?file=pages/about.json&file=site.json');
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ error: 'The request must name the page file (file) as text.' });
  });
});

describe('one write queue per workspace', () => {
  it('a change in one folder waits for the change before it there, never for another folder', async () => {
    const other = copyProject();
    const queued = Fastify();
    let openGate!: () => void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const finished: string[] = [];
    await queued.register(
      (scope) =>
        registerEditorApi(scope, {
          workspace: async (request) => (request.headers['x-folder'] === 'other' ? other : root),
          async afterChange(request) {
            // The first change in `root` holds its queue until the gate opens.
            if (request.headers['x-hold'] === '1') await gate;
          },
        }),
      { prefix: PREFIX },
    );
    const save = async (folder: string, hold: boolean, name: string) => {
      const headers = { 'x-folder': folder, 'x-hold': hold ? '1' : '0', 'content-type': 'application/json' };
      const file = await queued.inject({ method: 'GET', url: `${PREFIX}/file?file=pages/about.json`, headers });
      const { data, version } = file.json() as { data: unknown; version: string };
      const payload = JSON.stringify({ file: 'pages/about.json', data, baseVersion: version });
      const answer = await queued.inject({ method: 'PUT', url: `${PREFIX}/file`, headers, payload });
      finished.push(name);
      return answer.statusCode;
    };
    try {
      const first = save('root', true, 'first in root');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const second = save('root', false, 'second in root');
      expect(await save('other', false, 'other folder')).toBe(200);
      expect(finished).toEqual(['other folder']);
      openGate();
      expect(await Promise.all([first, second])).toEqual([200, 200]);
      expect(finished).toEqual(['other folder', 'first in root', 'second in root']);
    } finally {
      openGate();
      await queued.close();
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('a folder that was behind (the admin writing on its copy of a draft other instances save too)', () => {
  it('runs a change refused for what the folder held once more when catching up changed the folder, else answers the refusal', async () => {
    const folder = copyProject();
    const file = path.join(folder, 'pages/about.json');
    let catchUp: (() => boolean) | null = null;
    let caughtUp = 0;
    const behind = Fastify();
    await behind.register(
      (scope) =>
        registerEditorApi(scope, {
          workspace: async () => folder,
          async folderWasBehind() {
            caughtUp += 1;
            return catchUp?.() ?? false;
          },
        }),
      { prefix: PREFIX },
    );
    const headers = { 'content-type': 'application/json' };
    const opened = (
      await behind.inject({ method: 'GET', url: `${PREFIX}/file?file=pages/about.json`, headers })
    ).json() as {
      data: Record<string, unknown>;
      version: string;
    };
    const openedText = readFileSync(file, 'utf8');
    const put = (title: string) =>
      behind.inject({
        method: 'PUT',
        url: `${PREFIX}/file`,
        headers,
        payload: JSON.stringify({
          file: 'pages/about.json',
          data: { ...opened.data, title },
          baseVersion: opened.version,
        }),
      });
    try {
      // The folder is an older copy; catching up brings the version the author's editor had.
      writeFileSync(file, openedText.replace(/"title": "[^"]*"/, '"title": "An older copy"'));
      catchUp = () => {
        writeFileSync(file, openedText);
        return true;
      };
      const saved = await put('Saved after catching up');
      expect(saved.statusCode, saved.body).toBe(200);
      expect(caughtUp).toBe(1);
      expect(readFileSync(file, 'utf8')).toContain('Saved after catching up');

      // Nothing newer anywhere: the editor's conflict is the answer, asked once.
      writeFileSync(file, openedText.replace(/"title": "[^"]*"/, '"title": "Changed by someone else"'));
      catchUp = () => false;
      const refused = await put('Mine');
      expect(refused.statusCode).toBe(409);
      expect(caughtUp).toBe(2);
      expect(readFileSync(file, 'utf8')).toContain('Changed by someone else');
    } finally {
      await behind.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe('a guard around the API (the admin login)', () => {
  it("keeps the guard's own status and words", async () => {
    const guarded = Fastify();
    await guarded.register(
      async (admin) => {
        admin.addHook('onRequest', async () => {
          throw Object.assign(new Error('Log in first.'), { statusCode: 401 });
        });
        await admin.register((scope) => registerEditorApi(scope, { workspace: async () => root }), {
          prefix: '/editor/api',
        });
      },
      { prefix: '/admin' },
    );
    try {
      const answer = await guarded.inject({ method: 'GET', url: `${PREFIX}/pages` });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: 'Log in first.' });
    } finally {
      await guarded.close();
    }
  });
});

describe('failures never show a file system path', () => {
  it('answers an unexpected failure with 500 and a generic message', async () => {
    const broken = Fastify();
    const missing = path.join(root, 'no-such-project');
    await broken.register((scope) => registerEditorApi(scope, { workspace: async () => missing }), { prefix: PREFIX });
    try {
      const answer = await broken.inject({ method: 'GET', url: `${PREFIX}/site-references` });
      expect(answer.statusCode).toBe(500);
      expect(answer.json().error).toContain('The editor failed');
      expect(answer.body).not.toContain(root);
      expect(answer.body).not.toContain('/tmp');
    } finally {
      await broken.close();
    }
  });
});
