/**
 * The editor as the admin serves it: a production build for a base address (/admin/editor/), never
 * in dist/, rebuilt only when the engine changed, and served under that prefix with its API beside it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEditorClient, CLIENT_STAMP, serveEditorClient } from '../../src/editor/server/editor-client-build';
import { registerEditorApi } from '../../src/editor/server/editor-api-plugin';
import { copyProject, repoRoot } from './editor-test-project';

const BASE = '/admin/editor/';
let outDir: string;
let project: string;
let app: FastifyInstance;
let firstBuild: { built: boolean };

beforeAll(async () => {
  outDir = path.join(mkdtempSync(path.join(tmpdir(), 'editor-client-')), 'editor');
  project = copyProject();
  firstBuild = await buildEditorClient({ outDir, base: BASE });
  app = Fastify();
  // The public site's headers forbid all framing, as the production server sends them on every answer.
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.headers({ 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" });
    return payload;
  });
  await app.register((scope) => serveEditorClient(scope, { dir: outDir }), { prefix: '/admin/editor' });
  await app.register((scope) => registerEditorApi(scope, { workspace: async () => project }), {
    prefix: '/admin/editor/api',
  });
}, 180_000);

afterAll(async () => {
  await app?.close();
  if (outDir) rmSync(path.dirname(outDir), { recursive: true, force: true });
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('buildEditorClient', () => {
  it('builds the editor and its preview with every asset under the base', () => {
    expect(firstBuild.built).toBe(true);
    for (const page of ['index.html', 'preview.html']) {
      const html = readFileSync(path.join(outDir, page), 'utf8');
      const addresses = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      const assets = addresses.filter((address) => !address.startsWith('data:'));
      expect(assets.length, page).toBeGreaterThan(0);
      for (const address of assets) expect(address, page).toMatch(/^\/admin\/editor\/assets\//);
    }
    expect(readdirSync(path.join(outDir, 'assets')).some((name) => name.endsWith('.js'))).toBe(true);
  });

  it('skips the build while the output is newer than the engine', async () => {
    const stamped = statSync(path.join(outDir, CLIENT_STAMP)).mtimeMs;
    expect((await buildEditorClient({ outDir, base: BASE })).built).toBe(false);
    expect(statSync(path.join(outDir, CLIENT_STAMP)).mtimeMs).toBe(stamped);
  });

  it('refuses to build into dist/, the public site', async () => {
    await expect(buildEditorClient({ outDir: path.join(repoRoot, 'dist/admin'), base: BASE })).rejects.toThrow(
      'never built into dist/',
    );
  });
});

describe('serveEditorClient under /admin/editor', () => {
  it('answers the editor page at the prefix, and leads the address without its slash there', async () => {
    const page = await app.inject({ method: 'GET', url: '/admin/editor/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const bare = await app.inject({ method: 'GET', url: '/admin/editor' });
    expect(bare.statusCode).toBeGreaterThanOrEqual(301);
    expect(bare.statusCode).toBeLessThan(400);
    expect(bare.headers.location).toBe('/admin/editor/');
    const withFile = await app.inject({ method: 'GET', url: '/admin/editor?file=pages/about.json' });
    expect(withFile.headers.location).toBe('/admin/editor/?file=pages/about.json');
  });

  it('lets the editor frame its own preview, whatever the site forbids', async () => {
    for (const url of ['/admin/editor/', '/admin/editor/preview.html']) {
      const answer = await app.inject({ method: 'GET', url });
      expect(answer.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy'], url).toContain("frame-ancestors 'self'");
      expect(answer.headers['content-security-policy'], url).toContain("frame-src 'self'");
    }
  });

  it('serves the preview page and the assets with their types, and no stamp file', async () => {
    expect((await app.inject({ method: 'GET', url: '/admin/editor/preview.html' })).statusCode).toBe(200);
    const html = readFileSync(path.join(outDir, 'index.html'), 'utf8');
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(html)![1]!;
    const js = await app.inject({ method: 'GET', url: script });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toContain('immutable');
    const css = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)![1]!;
    expect((await app.inject({ method: 'GET', url: css })).headers['content-type']).toContain('text/css');
    expect((await app.inject({ method: 'GET', url: `/admin/editor/${CLIENT_STAMP}` })).statusCode).toBe(404);
  });

  it('answers the API beside it', async () => {
    const pages = await app.inject({ method: 'GET', url: '/admin/editor/api/pages' });
    expect(pages.statusCode).toBe(200);
    expect(pages.json().pages.length).toBeGreaterThan(0);
  });
});
