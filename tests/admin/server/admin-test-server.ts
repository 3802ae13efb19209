import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { hashPassword } from '../../../src/admin/auth/password.ts';
import type { AdminStore } from '../../../src/admin/server/admin-parts.ts';
import { createPublishing, type Publishing } from '../../../src/admin/server/publishing.ts';
import { registerAdmin } from '../../../src/admin/server/register-admin.ts';
import { createServedSite } from '../../../src/admin/server/served-site.ts';
import { openAdminStore } from '../../../src/admin/store/open-admin-store.ts';
import { copyBaseFixture } from '../../support/base-fixture.ts';
import { fakeReleases, fakeRepo } from './fakes.ts';

export const ORIGIN = 'http://admin.test';
export const PASSWORD = 'correct horse battery';

/** The headers of a logged-in browser's request from the admin's own origin. */
export const sameOrigin = (cookie: string) => ({ cookie, origin: ORIGIN, host: 'admin.test' });

export interface AdminTestServer {
  /** The temporary folder holding the published copy, the drafts, the store and the releases. */
  dir: string;
  store: AdminStore;
  app: FastifyInstance;
  repo: ReturnType<typeof fakeRepo>;
  releases: ReturnType<typeof fakeReleases>;
  /** What the routes publish with; a test's own scheduler publishes with it too. */
  publishing: Publishing;
  /** The publishing gate; a test replaces it to refuse (or with the real one). Accepts everything at first. */
  validate: (root: string, finishedFiles?: readonly string[]) => Promise<void>;
  /** Logs in with the password every user has; the session cookie. */
  logIn(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The admin as production composes it, with the real login (A) and the real editor API (B) on a copy of
 * the base fixture, fakes for git (each draft a copy of the published folder) and the releases, and three
 * users: Asha and Ravi (authors) and Priya (publisher).
 */
export async function startAdminTestServer(
  prefix: string,
  options: {
    clients?: { editorDir: string; adminDir: string };
    /** The server to add /admin to (the production createServer's, for a test over a socket); default a bare one. */
    app?: FastifyInstance;
  } = {},
): Promise<AdminTestServer> {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const published = path.join(dir, 'published');
  copyBaseFixture(published);
  const repo = fakeRepo(published, (branch) => {
    const root = path.join(dir, 'drafts', branch.replaceAll('/', '_'));
    if (!existsSync(root)) cpSync(published, root, { recursive: true });
    return root;
  });
  const releases = fakeReleases();
  const store = await openAdminStore(`sqlite:${path.join(dir, 'admin.db')}`);
  const passwordHash = await hashPassword(PASSWORD);
  await store.addUser({ email: 'asha@example.in', name: 'Asha Author', role: 'author', passwordHash });
  await store.addUser({ email: 'ravi@example.in', name: 'Ravi Author', role: 'author', passwordHash });
  await store.addUser({ email: 'priya@example.in', name: 'Priya Publisher', role: 'publisher', passwordHash });
  const site = createServedSite(releases, dir);
  // The public site as the start leaves it: a release of the published head.
  await site.update({ from: null, to: await repo.head() });
  const app = options.app ?? Fastify();
  // As the production server: no body parser outside the admin's own scope.
  app.removeAllContentTypeParsers();
  const publishing = createPublishing({
    store,
    repo,
    site,
    // The gate a test sets (server.validate), read when a publish runs.
    validate: (root, finishedFiles) => server.validate(root, finishedFiles),
  });
  const server: AdminTestServer = {
    dir,
    store,
    app,
    repo,
    releases,
    publishing,
    validate: async () => {},
    async logIn(email) {
      const response = await app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { origin: ORIGIN, host: 'admin.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
      });
      expect(response.statusCode, response.body).toBe(303);
      const cookie = response.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
      expect(cookie).not.toBe('');
      return cookie;
    },
    async close() {
      await app.close();
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await registerAdmin(app, { store, repo, releases, publishing, secure: false, clients: options.clients ?? null });
  await app.ready();
  return server;
}
