import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOrigin, startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

/** A built app: its page and one content-hashed script, as Vite leaves them. */
function builtApp(dir: string, title: string): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${title}</title>`);
  writeFileSync(path.join(dir, 'assets', 'index-Ab12Cd34.js'), 'export {};');
  return dir;
}

/**
 * The admin's pages were sent with `Cache-Control: no-cache`, which lets a browser (or a proxy) store them; on a
 * shared computer the editor stayed on disk after Log out. Nothing behind the login may be stored; the
 * content-hashed scripts may be kept, by the browser only.
 */
describe('what a browser may keep of the admin', () => {
  let server: AdminTestServer;
  let clients: string;
  let cookie: string;

  beforeAll(async () => {
    clients = mkdtempSync(path.join(tmpdir(), 'admin-clients-'));
    server = await startAdminTestServer('admin-caching-', {
      clients: {
        editorDir: builtApp(path.join(clients, 'editor'), 'Page editor'),
        adminDir: builtApp(path.join(clients, 'admin'), 'Publishing'),
      },
    });
    cookie = await server.logIn('asha@example.in');
  });

  afterAll(async () => {
    await server.close();
    rmSync(clients, { recursive: true, force: true });
  });

  const get = (url: string) => server.app.inject({ method: 'GET', url, headers: sameOrigin(cookie) });

  it.each(['/admin/', '/admin/history', '/admin/editor/', '/admin/api/drafts', '/admin/editor/api/pages'])(
    '%s is never stored',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it.each(['/admin/assets/index-Ab12Cd34.js', '/admin/editor/assets/index-Ab12Cd34.js'])(
    '%s, named by its content, is kept by the browser alone',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    },
  );
});
