import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../../../../src/admin/auth/password.ts';
import { registerAdminAuth, requireRole } from '../../../../src/admin/auth/register-admin-auth.ts';
import type { AdminStore, Role } from '../../../../src/admin/store/admin-store.ts';
import { openAdminStore } from '../../../../src/admin/store/open-admin-store.ts';
import { afterEach, beforeEach } from 'vitest';

export const HOST = 'admin.test';
export const PASSWORD = 'correct horse battery';
export const USERS: Record<Role, string> = {
  author: 'amy.author@example.com',
  publisher: 'pat.publisher@example.com',
  admin: 'ada.admin@example.com',
};

export interface AdminApp {
  app: FastifyInstance;
  store: AdminStore;
  /** The clock the admin reads; tests move it with advance(). */
  advance(ms: number): void;
  /** How often the routes that change something actually ran. */
  changes: { things: number; published: number };
  /** The scheme the admin runs on (https when secure). */
  origin: string;
  /** A request as the admin's own pages send it: same Origin, the X-Admin-Request header, the cookie if given. */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  /** Logs in (form post, as a browser without JavaScript) and returns the cookie to send back: `name=value`. */
  login(email: string, password?: string, options?: { cookie?: string; address?: string }): Promise<string>;
  close(): Promise<void>;
}

/**
 * The admin's auth in a Fastify instance set up like the production server (no body parsers at the
 * root), with a dashboard page, an API route any user may call and one only publishers may, on a
 * fresh SQLite database holding one user of each role.
 */
export async function startAdminApp(options: { secure?: boolean; idleMs?: number } = {}): Promise<AdminApp> {
  const dir = await mkdtemp(path.join(tmpdir(), 'admin-auth-'));
  const store = await openAdminStore(`sqlite:${path.join(dir, 'leads.db')}`);
  let clock = Date.parse('2026-11-26T09:00:00.000Z');
  const changes = { things: 0, published: 0 };
  const app = Fastify();
  app.removeAllContentTypeParsers();
  await app.register(
    async (admin) => {
      await registerAdminAuth(admin, {
        store,
        secure: options.secure ?? false,
        now: () => new Date(clock),
        idleMs: options.idleMs,
      });
      admin.get('/', async () => 'The dashboard');
      admin.post('/api/things', async () => ({ things: ++changes.things }));
      admin.post('/api/publish', { preHandler: requireRole('publisher') }, async () => ({
        published: ++changes.published,
      }));
    },
    { prefix: '/admin' },
  );
  await app.ready();
  const passwordHash = await hashPassword(PASSWORD);
  for (const [role, email] of Object.entries(USERS) as [Role, string][]) {
    await store.addUser({ email, name: email.split('.')[0]!, role, passwordHash });
  }
  const origin = `${options.secure ? 'https' : 'http'}://${HOST}`;

  const request: AdminApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        host: HOST,
        origin,
        'x-admin-request': '1',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    });

  return {
    app,
    store,
    changes,
    origin,
    advance: (ms) => {
      clock += ms;
    },
    request,
    async login(email, password = PASSWORD, loginOptions = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/admin/login',
        remoteAddress: loginOptions.address ?? '192.0.2.1',
        headers: {
          host: HOST,
          origin,
          'content-type': 'application/x-www-form-urlencoded',
          ...(loginOptions.cookie ? { cookie: loginOptions.cookie } : {}),
        },
        payload: new URLSearchParams({ email, password }).toString(),
      });
      if (response.statusCode !== 303) throw new Error(`Login failed: ${response.statusCode} ${response.body}`);
      return sessionCookieOf(response);
    },
    async close() {
      await app.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A new admin app for each test of the file, handed to `started` (which keeps it in the file's variables and may
 * set up more, such as a login), and closed after the test.
 */
export function startAdminAppForEachTest(started: (admin: AdminApp) => unknown): void {
  let admin: AdminApp | undefined;
  beforeEach(async () => {
    admin = await startAdminApp();
    await started(admin);
  });
  afterEach(async () => {
    await admin?.close();
  });
}

/** The `name=value` of the session cookie a response sets. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const header = setCookieHeaders(response).find((line) => /admin_session=[^;]/.test(line));
  if (!header) throw new Error(`No session cookie set: ${JSON.stringify(response.headers['set-cookie'])}`);
  return header.split(';')[0]!;
}

export function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}
