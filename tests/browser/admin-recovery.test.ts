import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminServer } from '../admin/server/e2e/admin-process';
import {
  currentBranch,
  draftPath,
  hashTree,
  logInOverHttp,
  publicPage,
  reviewedHead,
  saveThroughEditor,
  within,
} from '../admin/server/e2e/admin-session';
import { git } from '../admin/server/e2e/content-project';
import { author, createAdminProject, publisher, type AdminProject } from './harness/admin-project';

/** The admin across restarts and crashes: a scheduled publish, and a SIGKILL in the middle of a publish. */
describe('the admin across restarts (ADMIN=on)', () => {
  let project: AdminProject;
  let server: AdminServer | undefined;

  const start = async (port?: number) => {
    server = await project.start({ port });
    return server;
  };

  beforeAll(async () => {
    project = await createAdminProject('admin-recovery');
    await start();
  });

  afterAll(async () => {
    await server?.stop();
    project?.remove();
  });

  async function submittedDraft(running: AdminServer, title: string): Promise<string> {
    const asha = await logInOverHttp(running.url, author.email, author.password);
    await asha.api('PUT', '/admin/api/current-draft', { branch: null });
    await saveThroughEditor(asha, 'pages/about.json', (data) => {
      data.title = title;
    });
    const branch = await currentBranch(asha);
    expect((await asha.api('POST', draftPath(branch, 'submit'))).status).toBe(200);
    return branch;
  }

  it('publishes a scheduled draft at its time, once, though the server was restarted in between', async () => {
    const running = server!;
    const branch = await submittedDraft(running, 'About us, on schedule');
    const priya = await logInOverHttp(running.url, publisher.email, publisher.password);
    const at = new Date(Date.now() + 25_000);
    const scheduled = await priya.api('PUT', draftPath(branch, 'schedule'), {
      at: at.toISOString(),
      head: await reviewedHead(priya, branch),
    });
    expect(scheduled.status, JSON.stringify(scheduled.body)).toBe(200);

    await running.stop();
    const restarted = await start(running.port);
    expect(await publicPage(restarted.url, '/about')).not.toContain('About us, on schedule');
    const waitMs = at.getTime() - Date.now() + 20_000;
    await within(Math.max(waitMs, 20_000), 'the scheduled page is live', async () =>
      (await publicPage(restarted.url, '/about')).includes('About us, on schedule'),
    );
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
    const publishes = git(project.remoteDir, 'log', 'main', '--format=%B').split(`Draft: ${branch}`).length - 1;
    expect(publishes).toBe(1);
  });

  it('a SIGKILL in the middle of a publish leaves the site entirely old or entirely new, and the publish can be repeated', async () => {
    let running = server!;
    const served = path.join(project.stateDir, 'site');
    const branch = await submittedDraft(running, 'About us, interrupted');
    const old = hashTree(served);
    const priya = await logInOverHttp(running.url, publisher.email, publisher.password);

    const head = await reviewedHead(priya, branch);
    const publishing = priya.api('POST', draftPath(branch, 'publish'), { head }).catch(() => null);
    // Into the publish: after the request is in, while git and the rebuild are busy.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await running.kill();
    await publishing;

    running = await start(running.port);
    const afterCrash = hashTree(served);
    const again = await (
      await logInOverHttp(running.url, publisher.email, publisher.password)
    ).api('POST', draftPath(branch, 'publish'), { head });
    // Repeating it publishes the draft, or says it already is (the crash came after the git step).
    expect([200, 409], JSON.stringify(again.body)).toContain(again.status);
    expect(await publicPage(running.url, '/about')).toContain('About us, interrupted');
    const fresh = hashTree(served);
    const sameAs = (a: Map<string, string>, b: Map<string, string>) =>
      a.size === b.size && [...a].every(([file, hash]) => b.get(file) === hash);
    expect(sameAs(afterCrash, old) || sameAs(afterCrash, fresh), 'every served file old, or every one new').toBe(true);
  });
});
