/**
 * For the admin benches: `npm start` with ADMIN=on on a temporary content repository of
 * tests/fixtures/base (with a bare remote, as the admin's end-to-end tests have it), with users
 * already in its database. Everything lives in one temporary folder that `stop()` removes.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { hashPassword } from '../../src/admin/auth/password';
import type { Role } from '../../src/admin/store/admin-store';
import { openAdminStore } from '../../src/admin/store/open-admin-store';
import { startAdminServer } from '../../tests/admin/server/e2e/admin-process';
import { createContentProject } from '../../tests/admin/server/e2e/content-project';

export interface BenchUser {
  email: string;
  name: string;
  role: Role;
}

export interface BenchAdminServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Users are written to the store directly, all with `password`'s one hash: `npm run users` per
 * user would spend a process start and a scrypt hash each (about a minute for 21 users here).
 */
async function addUsers(databaseUrl: string, users: readonly BenchUser[], password: string): Promise<void> {
  const store = await openAdminStore(databaseUrl);
  try {
    const passwordHash = await hashPassword(password);
    for (const user of users) await store.addUser({ ...user, passwordHash });
  } finally {
    await store.close();
  }
}

export async function startBenchAdminServer(users: readonly BenchUser[], password: string): Promise<BenchAdminServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'page-engine-bench-admin-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const project = createContentProject(dir);
    const databaseUrl = `sqlite:${path.join(dir, 'admin.db')}`;
    await addUsers(databaseUrl, users, password);
    const server = await startAdminServer({
      contentDir: project.contentDir,
      remoteDir: project.remoteDir,
      stateDir: path.join(dir, 'state'),
      databaseUrl,
    });
    return {
      url: server.url,
      async stop() {
        try {
          await server.stop();
        } finally {
          remove();
        }
      },
    };
  } catch (error) {
    remove();
    throw error;
  }
}
