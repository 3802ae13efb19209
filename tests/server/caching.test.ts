import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TEXT } from './helpers/fixture-dist.ts';
import { startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

/** A GET that sends exactly this Accept-Encoding and keeps the bytes as sent (fetch would decode them). */
function get(origin: string, path: string, acceptEncoding: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const ENCODINGS = [
  ['br', 'br'],
  ['gzip', 'gzip'],
  ['identity', undefined],
] as const;

describe('caching of pages in every encoding', () => {
  let server: TestServer;
  startTestServerForSuite((started) => (server = started));

  it.each([
    ['/', 200],
    ['/contact', 200],
    ['/no-such-page', 404],
  ])('%s: brotli, gzip and identity carry the same Cache-Control (no-cache) and Vary', async (path, status) => {
    for (const [accept, encoding] of ENCODINGS) {
      const answer = await get(server.origin, path, accept);
      expect(answer.status, accept).toBe(status);
      expect(answer.headers['content-type'], accept).toMatch(/^text\/html/);
      expect(answer.headers['content-encoding'], accept).toBe(encoding);
      // A publish is seen at once, whichever variant a browser or shared cache holds.
      expect(answer.headers['cache-control'], accept).toBe('no-cache');
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
    }
  });

  it('sends the not-found page compressed like every other page', async () => {
    const identity = await get(server.origin, '/no-such-page', 'identity');
    const brotli = await get(server.origin, '/no-such-page', 'br');
    expect(identity.bytes.toString()).toContain(NOT_FOUND_TEXT);
    expect(brotli.bytes.length).toBeLessThan(identity.bytes.length / 2);
  });

  it('keeps hashed assets immutable in every encoding, with Vary', async () => {
    for (const [accept] of ENCODINGS) {
      const answer = await get(server.origin, '/assets/app-abc123.js', accept);
      expect(answer.headers['cache-control'], accept).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary, accept).toBe('Accept-Encoding');
    }
  });

  it.each(['/index.html.br', '/index.html.gz', '/assets/app-abc123.js.br', '/contact/index.html.gz'])(
    'does not serve the compressed copy %s under its own name',
    async (path) => {
      const answer = await get(server.origin, path, 'identity');
      expect(answer.status).toBe(404);
      expect(answer.bytes.toString()).toContain(NOT_FOUND_TEXT);
    },
  );
});
