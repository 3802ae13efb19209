import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_FEED_ROUTE } from '../../src/build/prerender/blog-feed.ts';
import { registerStaticSite } from '../../src/server/static-site.ts';

const FEED =
  '<?xml version="1.0" encoding="utf-8"?>\n<rss version="2.0"><channel><title>Blog</title></channel></rss>\n';

describe('the blog feed from dist/', () => {
  let distDir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'feed-dist-'));
    mkdirSync(path.join(distDir, path.dirname(BLOG_FEED_ROUTE)), { recursive: true });
    writeFileSync(path.join(distDir, BLOG_FEED_ROUTE), FEED);
    app = Fastify();
    await registerStaticSite(app, { distDir, apiPrefix: '/api/' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('is served at /blogs/feed.xml with an XML content type, so feed readers accept it', async () => {
    const response = await app.inject({ method: 'GET', url: BLOG_FEED_ROUTE });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/(rss\+)?xml/);
    expect(response.body).toBe(FEED);
  });
});
