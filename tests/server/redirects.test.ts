/**
 * Moved and deleted pages answer 301 at their old address, from the served site's `_redirects`
 * (written by the build from redirects.json), and a new release takes effect without a restart.
 */
import { mkdir, mkdtemp, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerRedirects } from '../../src/server/redirects.ts';
import { registerStaticSite } from '../../src/server/static-site.ts';
import { startTestServerForSuite, type TestServer } from './helpers/test-server.ts';

const noFollow = { redirect: 'manual' } as const;

describe('redirects of the production server', () => {
  let server: TestServer;
  const distFile = () => path.join(server.tempDir, 'dist/_redirects');
  startTestServerForSuite(async (started) => {
    server = started;
    await writeFile(distFile(), '# generated\n/about-us /product/smart-robotic-details 301\n');
  });

  it.each(['/about-us', '/about-us/'])('answers GET %s with 301 and the new address', async (address) => {
    const response = await fetch(server.origin + address, noFollow);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/product/smart-robotic-details');
  });

  it('answers HEAD alike and keeps the query string', async () => {
    const response = await fetch(`${server.origin}/about-us?utm_source=mail`, { ...noFollow, method: 'HEAD' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/product/smart-robotic-details?utm_source=mail');
  });

  it('leads a browser that follows it to the page', async () => {
    const response = await fetch(`${server.origin}/about-us`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Fixture smart robotic details');
  });

  it('leaves other addresses alone: pages are served, unknown ones get the 404 page', async () => {
    expect((await fetch(`${server.origin}/`, noFollow)).status).toBe(200);
    expect((await fetch(`${server.origin}/about-us-2`, noFollow)).status).toBe(404);
  });

  it.each(['/_redirects', '/_redirects/'])('never serves %s itself', async (address) => {
    const response = await fetch(server.origin + address, noFollow);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('/about-us');
  });

  it('reads the file again when a rebuild rewrites it', async () => {
    await writeFile(distFile(), '/about-us / 301\n/company /product/smart-robotic-details 301\n');
    // A rewrite within the same millisecond and at the same size must still be seen: move the time on.
    const later = new Date(Date.now() + 5_000);
    await utimes(distFile(), later, later);
    expect((await fetch(`${server.origin}/about-us`, noFollow)).headers.get('location')).toBe('/');
    expect((await fetch(`${server.origin}/company`, noFollow)).status).toBe(301);
  });
});

describe('redirects behind a release link swapped atomically', () => {
  let dir: string;
  let app: FastifyInstance;
  let origin: string;
  const release = async (name: string, redirects: string) => {
    await mkdir(path.join(dir, name), { recursive: true });
    await writeFile(path.join(dir, name, 'index.html'), `<!doctype html><title>${name}</title>`);
    await writeFile(path.join(dir, name, '_redirects'), redirects);
  };
  /** As a release swap does it: a new link renamed over the old one. */
  const pointAt = async (name: string) => {
    await symlink(path.join(dir, name), path.join(dir, 'site.new'));
    await rename(path.join(dir, 'site.new'), path.join(dir, 'site'));
  };
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'redirect-releases-'));
    await release('one', '/old /one 301\n');
    await release('two', '/old /two 301\n');
    await pointAt('one');
    app = Fastify();
    registerRedirects(app, { distDir: path.join(dir, 'site') });
    await registerStaticSite(app, { distDir: path.join(dir, 'site'), apiPrefix: '/api/' });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('follows the link to the release it points at now', async () => {
    expect((await fetch(`${origin}/old`, noFollow)).headers.get('location')).toBe('/one');
    await pointAt('two');
    expect((await fetch(`${origin}/old`, noFollow)).headers.get('location')).toBe('/two');
  });
});
