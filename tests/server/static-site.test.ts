import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { FIXTURE_SCRIPT, NOT_FOUND_TEXT } from './helpers/fixture-dist.ts';
import { startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

/** A request whose path is sent as written (fetch would normalise `..` away). */
function rawGet(
  origin: string,
  rawPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path: rawPath, method: 'GET', headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static site from dist/', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started));

  it('serves the home page as HTML that browsers revalidate', async () => {
    const response = await fetch(`${server.origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('Fixture home page');
  });

  it.each(['/product/smart-robotic-details', '/product/smart-robotic-details/'])(
    'serves the prerendered nested route %s from its index.html',
    async (route) => {
      const response = await fetch(server.origin + route);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toContain('Fixture smart robotic details');
    },
  );

  it('serves hashed assets with a JavaScript type and a year-long immutable cache', async () => {
    const response = await fetch(`${server.origin}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it.each(['br', 'gzip'])(
    'sends the copy compressed at build with %s when the browser accepts it',
    async (encoding) => {
      const response = await fetch(`${server.origin}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(await response.text()).toBe(FIXTURE_SCRIPT);
    },
  );

  it('never compresses on the fly: a file without a compressed copy is sent as it is', async () => {
    const response = await fetch(`${server.origin}/assets/late-abc123.js`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(FIXTURE_SCRIPT);
  });

  it("does not publish authors' notes (public/brochures/README.md)", async () => {
    const response = await fetch(`${server.origin}/brochures/README.md`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('Authors:');
  });

  it('serves brochures as PDF with a short cache', async () => {
    const response = await fetch(`${server.origin}/brochures/vertical-lift-pallet.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await response.text()).toMatch(/^%PDF-/);
  });

  it.each(['br', 'gzip', 'identity'])(
    'answers a repeat visit (%s) with 304 when the page has not changed',
    async (encoding) => {
      const first = await fetch(`${server.origin}/`, { headers: { 'accept-encoding': encoding } });
      const etag = first.headers.get('etag');
      expect(etag).toBeTruthy();
      // Not fetch: it adds Cache-Control: no-cache to conditional requests, which forces a full answer.
      // The same encoding: each encoding is its own representation with its own ETag.
      const again = await rawGet(server.origin, '/', { 'if-none-match': etag!, 'accept-encoding': encoding });
      expect(again.status).toBe(304);
    },
  );

  it('answers unknown pages with the not-found page and status 404', async () => {
    const response = await fetch(`${server.origin}/solutions/PickPlaceDetails`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain(NOT_FOUND_TEXT);
  });

  it.each(['/assets/', '/assets', '/.build-stamp', '/%2e%2e/%2e%2e/etc/passwd', '/../../../etc/passwd'])(
    'never lists a directory, serves a dot-file or leaves dist/: %s',
    async (rawPath) => {
      const { status, body } = await rawGet(server.origin, rawPath);
      expect(status).toBe(404);
      expect(body).toContain(NOT_FOUND_TEXT);
      expect(body).not.toMatch(/root:|app-abc123\.js"?<\/a>/);
    },
  );

  it('answers unknown API paths and non-GET requests with JSON 404s', async () => {
    const api = await fetch(`${server.origin}/api/query/list`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found.' });
    const post = await fetch(`${server.origin}/contact`, { method: 'POST' });
    expect(post.status).toBe(404);
  });
});
