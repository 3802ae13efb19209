import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, POSTGRES_MISSING, startTestPostgres, type TestPostgres } from '../support/postgres';
import { addUser, startAdminServer, type AdminServer } from '../admin/server/e2e/admin-process';
import {
  currentBranch,
  draftPath,
  logInOverHttp,
  publicPage,
  saveThroughEditor,
  within,
} from '../admin/server/e2e/admin-session';
import { cloneContentProject, createContentProject } from '../admin/server/e2e/content-project';

const PASSWORD = 'a long enough password';
const author = { email: 'asha@example.in', name: 'Asha Author', role: 'author', password: PASSWORD };
const publisher = { email: 'priya@example.in', name: 'Priya Publisher', role: 'publisher', password: PASSWORD };
const hasPostgres = findPostgresBin() !== null;
if (!hasPostgres && !process.env.CI) console.warn(POSTGRES_MISSING);

/** Two instances on one PostgreSQL, each with its own clone of one remote: what one publishes, both serve. */
describe.runIf(hasPostgres || process.env.CI)('two admin instances on one PostgreSQL', () => {
  let dir: string;
  let postgres: TestPostgres;
  const servers: AdminServer[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'admin-instances-'));
    postgres = await startTestPostgres();
    const databaseUrl = await postgres.createDatabase('admin_instances');
    const { contentDir, remoteDir } = createContentProject(dir);
    const secondDir = cloneContentProject(remoteDir, path.join(dir, 'second'));
    await addUser(databaseUrl, author);
    await addUser(databaseUrl, publisher);
    // One after the other: each start builds the site, and the machine has two cores.
    for (const [content, state] of [
      [contentDir, 'state-one'],
      [secondDir, 'state-two'],
    ] as const) {
      servers.push(
        await startAdminServer({ contentDir: content, remoteDir, stateDir: path.join(dir, state), databaseUrl }),
      );
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a publish on one instance is served by the other within 60 s', async () => {
    const [one, two] = servers as [AdminServer, AdminServer];
    const asha = await logInOverHttp(one.url, author.email, author.password);
    await saveThroughEditor(asha, 'pages/about.json', (data) => {
      data.title = 'About us, from instance one';
    });
    const branch = await currentBranch(asha);
    const priya = await logInOverHttp(one.url, publisher.email, publisher.password);
    const published = await priya.api('POST', draftPath(branch, 'publish'));
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await publicPage(one.url, '/about')).toContain('About us, from instance one');
    const ms = await within(60_000, 'the second instance serves the publish', async () =>
      (await publicPage(two.url, '/about')).includes('About us, from instance one'),
    );
    console.log(`[admin-instances] second instance serving the publish after ${ms} ms`);
  });
});
