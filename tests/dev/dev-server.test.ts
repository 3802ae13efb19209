import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevServer, type DevServer } from '../../src/build/dev/dev-server';
import { engineOnFixture } from '../support/engine-on-fixture';

// The engine on tests/fixtures/base: a home page with a hero carousel (an island), a static about page.
const project = engineOnFixture();
let server: DevServer;
beforeAll(async () => {
  server = await startDevServer({ root: project.root, port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await server?.close();
  project.remove();
});

async function get(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${server.url}${path}`, { headers: { accept: 'text/html' } });
  return { status: response.status, html: await response.text() };
}

describe('npm run dev renders every request on the server, as the build does', () => {
  it('serves a page with islands as server HTML with its islands and the island runtime', async () => {
    const { status, html } = await get('/');
    expect(status).toBe(200);
    expect(html).toMatch(/<page-island data-block="heroCarousel" data-index="0"/);
    expect(html).toContain('<script type="module" crossorigin src="/src/browser/islands/hydrate-islands.ts">');
    expect(html).toContain('id="page-island-site"');
    expect(html).toMatch(/<h1[^>]*>/);
  }, 60_000);

  it('serves a static page with its markup and styles but no island runtime', async () => {
    const { status, html } = await get('/about');
    expect(status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain('hydrate-islands');
    expect(html).not.toContain('page-island');
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="[^"]+\.module\.css\?direct">/);
  }, 60_000);

  it('answers an unknown address with the not-found page and status 404', async () => {
    const { status, html } = await get('/zz-no-such-page');
    expect(status).toBe(404);
    expect(html).toContain('noindex');
  }, 60_000);

  it("serves the build's image renditions, made on first request (here the 1200 x 630 share card)", async () => {
    const { html } = await get('/about');
    const card = /<meta property="og:image" content="https?:\/\/[^/]+(\/assets\/images\/[^"]+\.jpg)">/.exec(html)?.[1];
    expect(card).toBeDefined();
    const response = await fetch(`${server.url}${card}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 630]);
    expect((await fetch(`${server.url}/assets/images/never-planned-1.0000000000.jpg`)).status).toBe(404);
  }, 60_000);

  it('shows the block gallery, a development-only page', async () => {
    const { status, html } = await get('/__blocks');
    expect(status).toBe(200);
    expect(html).toContain('Block gallery');
  }, 60_000);
});
