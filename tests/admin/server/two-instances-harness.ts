import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { hashPassword } from '../../../src/admin/auth/password.ts';
import type { AdminStore } from '../../../src/admin/server/admin-parts.ts';
import { createPublishing } from '../../../src/admin/server/publishing.ts';
import { registerAdmin } from '../../../src/admin/server/register-admin.ts';
import { createServedSite } from '../../../src/admin/server/served-site.ts';
import { openAdminStore } from '../../../src/admin/store/open-admin-store.ts';
import { openContentRepository, type ContentRepository } from '../../../src/publishing/content/index.ts';
import { copyBaseFixture } from '../../support/base-fixture.ts';
import { cloneForInstance, createContentRemote } from '../../support/content-remote.ts';
import { startTestPostgres, type TestPostgres } from '../../support/postgres.ts';
import { ORIGIN, PASSWORD } from './admin-test-server.ts';
import { fakeReleases } from './fakes.ts';

export interface Instance {
  app: FastifyInstance;
  store: AdminStore;
  repo: ContentRepository;
}

export interface TwoInstances {
  /** The bare CONTENT_REMOTE's folder. */
  readonly remote: string;
  readonly instances: Instance[];
  /** Starts one more instance on the same store and remote (pushed to `instances`). */
  startInstance(name: string): Promise<Instance>;
  /** A session cookie for one of the users every test starts with (asha, an author; priya, a publisher). */
  logIn(email: string): Promise<string>;
}

/**
 * Admin instances behind one load balancer: each its own checkout of one bare CONTENT_REMOTE (named by its path,
 * or as a file:// URL, as a GitHub remote is named: no ref files on this disk to look at), all on one PostgreSQL
 * store; the real content repository, fakes for the site releases only. Registers its own set-up and clean-up
 * hooks in the calling describe: two instances and two users (Asha Author, Priya Publisher) before each test.
 */
export function twoInstancesOnPostgres(options: { remoteAs: 'path' | 'url'; name: string }): TwoInstances {
  let postgres: TestPostgres;
  let databases = 0;
  let dir: string;
  let remote: string;
  let databaseUrl: string;
  const instances: Instance[] = [];

  async function startInstance(name: string): Promise<Instance> {
    const checkout = cloneForInstance(dir, remote, name);
    const state = path.join(dir, `${name}-state`);
    mkdirSync(state);
    const store = await openAdminStore(databaseUrl);
    const repo = await openContentRepository({
      dir: checkout,
      remote: options.remoteAs === 'url' ? pathToFileURL(remote).href : remote,
      worktreesDir: path.join(state, 'drafts'),
    });
    const releases = fakeReleases();
    const site = createServedSite(releases, state);
    await site.update({ from: null, to: await repo.head() });
    const publishing = createPublishing({ store, repo, site, validate: async () => {} });
    const app = Fastify();
    app.removeAllContentTypeParsers();
    await registerAdmin(app, { store, repo, releases, publishing, secure: false, clients: null });
    await app.ready();
    const instance = { app, store, repo };
    instances.push(instance);
    return instance;
  }

  beforeAll(async () => {
    postgres = await startTestPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), `${options.name}-`));
    remote = createContentRemote(dir, copyBaseFixture);
    databaseUrl = await postgres.createDatabase(`${options.name.replaceAll('-', '_')}_${++databases}`);
    instances.length = 0;
    for (const name of ['first', 'second']) await startInstance(name);
    const passwordHash = await hashPassword(PASSWORD);
    await instances[0]!.store.addUser({ email: 'asha@example.in', name: 'Asha Author', role: 'author', passwordHash });
    await instances[0]!.store.addUser({
      email: 'priya@example.in',
      name: 'Priya Publisher',
      role: 'publisher',
      passwordHash,
    });
  });

  afterEach(async () => {
    for (const instance of instances) {
      await instance.repo.draftPushesSettled();
      await instance.app.close();
      await instance.store.close();
    }
    rmSync(dir, { recursive: true, force: true });
  });

  return {
    get remote() {
      return remote;
    },
    instances,
    startInstance,
    async logIn(email: string) {
      const response = await instances[0]!.app.inject({
        method: 'POST',
        url: '/admin/login',
        headers: { origin: ORIGIN, host: 'admin.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email, password: PASSWORD }).toString(),
      });
      expect(response.statusCode, response.body).toBe(303);
      return response.cookies.map((each) => `${each.name}=${each.value}`).join('; ');
    },
  };
}

/** Requests as a logged-in user on one instance, with what every state-changing admin request carries. */
export const on =
  (instance: Instance, cookie: string) => (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    instance.app.inject({
      method,
      url,
      headers: { cookie, origin: ORIGIN, host: 'admin.test', 'x-admin-request': '1' },
      ...(payload ? { payload } : {}),
    });
