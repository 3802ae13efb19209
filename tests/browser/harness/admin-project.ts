import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addUser, startAdminServer, type AdminServer } from '../../admin/server/e2e/admin-process';
import { createContentProject, git } from '../../admin/server/e2e/content-project';
import { standInForThirdParty } from './third-party';

const PASSWORD = 'a long enough password';
/** The two people of the admin tests: one writes and submits, the other reviews and publishes. */
export const author = { email: 'asha@example.in', name: 'Asha Author', role: 'author', password: PASSWORD };
export const publisher = { email: 'priya@example.in', name: 'Priya Publisher', role: 'publisher', password: PASSWORD };

export interface AdminProject {
  /** The temporary folder holding everything below. */
  dir: string;
  /** The git work tree the admin edits (the base fixture), and its bare remote. */
  contentDir: string;
  remoteDir: string;
  databaseUrl: string;
  stateDir: string;
  /** `npm start` with ADMIN=on on this project (another port, content or state folder where given). */
  start(options?: { port?: number; contentDir?: string; stateDir?: string }): Promise<AdminServer>;
  remove(): void;
}

export interface AdminProjectOptions {
  /** Files to add to the base fixture (path -> text), committed and pushed before the server starts. */
  files?: Record<string, string>;
  /** Another database than the project's own SQLite file (a PostgreSQL one). */
  databaseUrl?: string;
}

/**
 * What every admin test starts from: a git content repository of the base fixture with a bare
 * repository as its remote, in a temporary folder, and the author and the publisher added with
 * `npm run users`, as an operator would.
 */
export async function createAdminProject(name: string, options: AdminProjectOptions = {}): Promise<AdminProject> {
  const dir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const { contentDir, remoteDir } = createContentProject(dir);
  const files = Object.entries(options.files ?? {});
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
    writeFileSync(path.join(contentDir, file), text);
  }
  if (files.length > 0) {
    git(contentDir, 'add', '-A');
    git(contentDir, 'commit', '--quiet', '-m', `Test files: ${files.map(([file]) => file).join(', ')}`);
    git(contentDir, 'push', '--quiet', 'origin', 'main');
  }
  const databaseUrl = options.databaseUrl ?? `sqlite:${path.join(dir, 'admin.db')}`;
  await addUser(databaseUrl, author);
  await addUser(databaseUrl, publisher);
  const stateDir = path.join(dir, 'state');
  return {
    dir,
    contentDir,
    remoteDir,
    databaseUrl,
    stateDir,
    start: (where = {}) =>
      startAdminServer({
        contentDir: where.contentDir ?? contentDir,
        remoteDir,
        stateDir: where.stateDir ?? stateDir,
        databaseUrl,
        port: where.port,
      }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new browser tab logged in to /admin/ as `user` through the login form (third-party requests stood in for). */
export async function logInInBrowser(
  browser: Browser,
  server: AdminServer,
  user: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1600, height: 1000 } });
  await standInForThirdParty(context, server.url);
  const tab = await context.newPage();
  await tab.goto('/admin/');
  await expect.poll(() => new URL(tab.url()).pathname).toBe('/admin/login');
  await tab.getByLabel('Email').fill(user.email);
  await tab.getByLabel('Password').fill(user.password);
  await tab.getByRole('button', { name: 'Log in' }).click();
  await expect.poll(() => new URL(tab.url()).pathname).toBe('/admin/');
  return tab;
}
