import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPostgresBin, POSTGRES_MISSING, startTestPostgres, type TestPostgres } from '../support/postgres';
import type { AdminServer } from '../admin/server/e2e/admin-process';
import {
  currentBranch,
  logInOverHttp,
  publicPage,
  publishReviewed,
  saveThroughEditor,
  submitDraft,
  within,
} from '../admin/server/e2e/admin-session';
import { cloneContentProject } from '../admin/server/e2e/content-project';
import { author, createAdminProject, publisher, type AdminProject } from './harness/admin-project';

const hasPostgres = findPostgresBin() !== null;
if (!hasPostgres && !process.env.CI) console.warn(POSTGRES_MISSING);

/** Two instances on one PostgreSQL, each with its own clone of one remote: what one publishes, both serve. */
describe.runIf(hasPostgres || process.env.CI)('two admin instances on one PostgreSQL', () => {
  let project: AdminProject;
  let postgres: TestPostgres;
  const servers: AdminServer[] = [];

  beforeAll(async () => {
    postgres = await startTestPostgres();
    project = await createAdminProject('admin-instances', {
      databaseUrl: await postgres.createDatabase('admin_instances'),
    });
    const secondDir = cloneContentProject(project.remoteDir, path.join(project.dir, 'second'));
    // One after the other: each start builds the site, and the machine has two cores.
    for (const [contentDir, state] of [
      [project.contentDir, 'state-one'],
      [secondDir, 'state-two'],
    ] as const) {
      servers.push(await project.start({ contentDir, stateDir: path.join(project.dir, state) }));
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await postgres?.stop();
    project?.remove();
  });

  it('a publish on one instance is served by the other within 60 s', async () => {
    const [one, two] = servers as [AdminServer, AdminServer];
    const asha = await logInOverHttp(one.url, author.email, author.password);
    await saveThroughEditor(asha, 'pages/about.json', (data) => {
      data.title = 'About us, from instance one';
    });
    const branch = await currentBranch(asha);
    await submitDraft(asha, branch);
    const priya = await logInOverHttp(one.url, publisher.email, publisher.password);
    const published = await publishReviewed(priya, branch);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(await publicPage(one.url, '/about')).toContain('About us, from instance one');
    const ms = await within(60_000, 'the second instance serves the publish', async () =>
      (await publicPage(two.url, '/about')).includes('About us, from instance one'),
    );
    console.log(`[admin-instances] second instance serving the publish after ${ms} ms`);
  });
});
