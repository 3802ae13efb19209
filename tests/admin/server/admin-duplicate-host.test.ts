import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../../src/server/create-server.ts';
import type { LeadStore } from '../../../src/server/storage/lead-store.ts';
import { openStore } from '../../../src/server/storage/open-store.ts';
import { writeFixtureDist } from '../../server/helpers/fixture-dist.ts';
import { rawExchange } from '../../server/helpers/raw-client.ts';
import { startAdminTestServer, type AdminTestServer } from './admin-test-server.ts';

/**
 * RFC 9112 section 3.2: a request with two Host headers is refused for them, at /admin as on the public pages; the
 * login page answered "The login form could not be read", as if a form had been sent.
 */
describe('the admin over a socket, asked with two Host headers', () => {
  let dir: string;
  let leads: LeadStore;
  let admin: AdminTestServer;
  let origin: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-duplicate-host-'));
    await writeFixtureDist(path.join(dir, 'dist'));
    leads = await openStore(`sqlite:${path.join(dir, 'leads.db')}`);
    const app = await createServer({ distDir: path.join(dir, 'dist'), store: leads, rateLimit: false });
    admin = await startAdminTestServer('admin-duplicate-host-', { app });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await admin?.close();
    await leads?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/admin/login', '/admin/api/session', '/admin/editor/api/pages'])(
    'GET %s is refused for its Host header',
    async (address) => {
      const answer = await rawExchange(
        origin,
        `GET ${address} HTTP/1.1\r\nHost: admin.test\r\nHost: elsewhere.test\r\nConnection: close\r\n\r\n`,
      );
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).toContain('more than one Host header');
      expect(answer).not.toContain('login form');
    },
  );
});
