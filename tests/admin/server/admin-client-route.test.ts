import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAdminClientRoute } from '../../../src/admin/server/admin-client-route.ts';

describe('the admin app at /admin/', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-client-'));
    const client = path.join(dir, 'admin');
    mkdirSync(path.join(client, 'assets'), { recursive: true });
    writeFileSync(path.join(client, 'index.html'), '<!doctype html><title>Admin</title>');
    writeFileSync(path.join(client, 'assets', 'admin-1234.js'), 'console.log(1)');
    writeFileSync(path.join(client, '.secret'), 'no');
    writeFileSync(path.join(dir, 'outside.txt'), 'no');
    app = Fastify();
    await app.register(async (scope) => registerAdminClientRoute(scope, { dir: client }), { prefix: '/admin' });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves the app at /admin/ and its files, hashed ones for a year', async () => {
    const index = await app.inject('/admin/');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<title>Admin</title>');
    const script = await app.inject('/admin/assets/admin-1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toContain('immutable');
  });

  it('sends /admin, typed without its slash, to the app at /admin/', async () => {
    const bare = await app.inject('/admin');
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/admin/');
  });

  it('answers its own addresses with the app, API misses with JSON 404, and nothing outside or hidden', async () => {
    expect((await app.inject('/admin/drafts')).body).toContain('<title>Admin</title>');
    const api = await app.inject('/admin/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: 'Not found.' });
    expect((await app.inject('/admin/.secret')).body).not.toContain('no');
    expect((await app.inject('/admin/../outside.txt')).body).not.toBe('no');
    expect((await app.inject('/admin/%2e%2e/outside.txt')).body).not.toBe('no');
  });
});

describe('the admin app at /admin/ when its build was removed under the running server', () => {
  it('answers 503 in words, not a server error', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'admin-client-gone-'));
    const app = Fastify();
    try {
      await app.register(async (scope) => registerAdminClientRoute(scope, { dir: path.join(dir, 'admin') }), {
        prefix: '/admin',
      });
      for (const address of ['/admin/', '/admin/editor/']) {
        const page = await app.inject(address);
        expect(page.statusCode, address).toBe(503);
        expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(page.body).toContain('<h1>The admin needs a restart</h1>');
      }
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
