import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, type AdminServer } from '../admin/server/e2e/admin-process';
import { currentBranch, draftPath, logInOverHttp, saveThroughEditor } from '../admin/server/e2e/admin-session';
import { author, createAdminProject, publisher, type AdminProject } from './harness/admin-project';

/**
 * What an attacker meets first at /admin, over HTTP only, on `npm start` with ADMIN=on: every route refuses a
 * request without a session or from another site, an author every publisher and admin action, and the refusals
 * and failures a client can provoke stay in words, in bounds and out of the audit log's way.
 */
const admin = { email: 'ada@example.in', name: 'Ada Admin', role: 'admin', password: 'an admin password here' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request: any headers (or none), from a chosen loopback address, nothing added by a client library. */
function send(
  server: AdminServer,
  method: string,
  address: string,
  options: { headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method,
        path: address,
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

describe('the admin as an attacker meets it (ADMIN=on, HTTP only)', () => {
  let project: AdminProject;
  let server: AdminServer;
  let branch: string;
  let routes: [string, string, unknown?][];
  const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

  beforeAll(async () => {
    project = await createAdminProject('admin-attack');
    await addUser(project.databaseUrl, admin);
    server = await project.start();
    const asha = await logInOverHttp(server.url, author.email, author.password);
    await saveThroughEditor(asha, 'pages/about.json', (data) => {
      data.title = 'About us, drafted';
    });
    branch = await currentBranch(asha);
    const priya = await logInOverHttp(server.url, publisher.email, publisher.password);
    const { body } = await priya.api('GET', '/admin/api/history');
    const commit = (body.versions as { commit: string }[])[0]!.commit;
    // Every route of the admin's APIs (src/admin/auth, src/admin/server, the editor's under /admin/editor/api).
    routes = [
      ['GET', '/admin/api/session'],
      ['GET', '/admin/api/users'],
      ['POST', '/admin/api/users', { email: 'mallory@example.in', role: 'admin', password: 'mallory password' }],
      ['PATCH', `/admin/api/users/${encodeURIComponent(author.email)}`, { role: 'admin' }],
      ['DELETE', `/admin/api/users/${encodeURIComponent(admin.email)}`],
      ['GET', '/admin/api/audit'],
      ['GET', '/admin/api/drafts'],
      ['GET', '/admin/api/current-draft'],
      ['PUT', '/admin/api/current-draft', { branch: null }],
      ['POST', draftPath(branch, 'submit')],
      ['POST', draftPath(branch, 'send-back'), { comment: 'No.' }],
      ['POST', draftPath(branch, 'keep-version'), { keep: 'shared' }],
      ['GET', draftPath(branch, 'changes')],
      ['GET', draftPath(branch, 'images/after/logo/logo-wide.svg')],
      // Bodies as the review screen sends them (a version of the shape it reviews), so that only the role refuses.
      ['PUT', draftPath(branch, 'schedule'), { at: '2040-01-01T00:00:00Z', head: 'a'.repeat(40) }],
      ['DELETE', draftPath(branch, 'schedule')],
      ['POST', draftPath(branch, 'publish'), { head: 'a'.repeat(40) }],
      ['DELETE', draftPath(branch)],
      ['GET', '/admin/api/history'],
      ['POST', `/admin/api/history/${commit}/rollback`],
      ['GET', '/admin/editor/api/schemas'],
      ['GET', '/admin/editor/api/pages'],
      ['GET', '/admin/editor/api/collections'],
      ['GET', '/admin/editor/api/routes'],
      ['GET', '/admin/editor/api/site-references'],
      ['GET', '/admin/editor/api/images'],
      ['GET', '/admin/editor/api/images/logo/logo-wide.svg'],
      ['GET', '/admin/editor/api/file?file=pages/about.json'],
      ['POST', '/admin/editor/api/check', { file: 'pages/about.json', data: {} }],
      ['PUT', '/admin/editor/api/file', { file: 'pages/about.json', data: {}, baseVersion: 'x' }],
      ['DELETE', '/admin/editor/api/file?file=pages/about.json'],
      ['POST', '/admin/editor/api/pages', { route: '/forged' }],
      ['POST', '/admin/editor/api/entries', { collection: 'posts', title: 'Forged' }],
      ['POST', '/admin/editor/api/pages/duplicate', { file: 'pages/about.json', route: '/forged-copy' }],
      ['POST', '/admin/editor/api/pages/move', { file: 'pages/about.json', route: '/forged-move' }],
      ['POST', '/admin/editor/api/entries/rename', { file: 'content/posts/x.json', slug: 'y' }],
    ];
  });

  afterAll(async () => {
    await server?.stop();
    project?.remove();
  });

  /** What an attack could have changed: the accounts, the drafts, the published history. */
  async function state(): Promise<string> {
    const ada = await logInOverHttp(server.url, admin.email, admin.password);
    const parts = await Promise.all(
      ['/admin/api/users', '/admin/api/drafts', '/admin/api/history'].map(async (address) =>
        JSON.stringify((await ada.api('GET', address)).body),
      ),
    );
    return parts.join('\n');
  }

  it('answers every API route without a session with 401, and changes nothing', async () => {
    const before = await state();
    for (const [method, address, body] of routes) {
      const headers: Record<string, string> = { origin: server.url, 'x-admin-request': '1' };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const answer = await send(server, method, address, { headers, body: json(body) });
      expect([answer.status, answer.body], `${method} ${address}`).toEqual([401, '{"error":"Please log in."}']);
    }
    expect(await state()).toBe(before);
  });

  it("refuses an author every publisher and admin action with 403, and another author's draft", async () => {
    const ravi = { email: 'ravi@example.in', name: 'Ravi Author', role: 'author', password: 'another long password' };
    await addUser(project.databaseUrl, ravi);
    const before = await state();
    const other = await logInOverHttp(server.url, ravi.email, ravi.password);
    const privileged = /users|audit|send-back|schedule|publish|rollback/;
    for (const [method, address, body] of routes.filter(([, address]) => privileged.test(address))) {
      const answer = await other.api(method, address, body);
      expect(answer.status, `${method} ${address}: ${JSON.stringify(answer.body)}`).toBe(403);
    }
    for (const [method, address, body] of routes.filter(([, address]) => address.startsWith(draftPath(branch)))) {
      const answer = await other.api(method, address, body);
      expect(answer.status, `${method} ${address}: ${JSON.stringify(answer.body)}`).toBe(403);
    }
    const priya = await logInOverHttp(server.url, publisher.email, publisher.password);
    for (const [method, address, body] of routes.filter(([, address]) => /users|audit/.test(address))) {
      expect((await priya.api(method, address, body)).status, `publisher: ${method} ${address}`).toBe(403);
    }
    expect(await state()).toBe(before);
  });

  it('refuses a forged request before reading it: another Origin, none, null, or a form without the header', async () => {
    const asha = await logInOverHttp(server.url, author.email, author.password);
    const forgeries: Record<string, Record<string, string>> = {
      'another origin': { origin: 'http://evil.example', 'x-admin-request': '1', 'content-type': 'application/json' },
      'no origin': { 'x-admin-request': '1', 'content-type': 'application/json' },
      'origin null': { origin: 'null', 'x-admin-request': '1', 'content-type': 'application/json' },
      'a form post': { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
      'a text/plain post': { origin: server.url, 'content-type': 'text/plain' },
      'a multipart post': { origin: server.url, 'content-type': 'multipart/form-data; boundary=x' },
    };
    for (const [forgery, headers] of Object.entries(forgeries)) {
      for (const [method, address, body] of routes.filter(([method]) => method !== 'GET')) {
        const answer = await send(server, method, address, {
          headers: { ...headers, cookie: asha.cookie },
          body: json(body),
        });
        expect(answer.status, `${forgery}: ${method} ${address}`).toBe(403);
      }
      // The login and logout forms need no header, but the Origin all the same.
      if (headers.origin !== server.url) {
        for (const address of ['/admin/login', '/admin/logout']) {
          const answer = await send(server, 'POST', address, {
            headers: { ...headers, cookie: asha.cookie, 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ email: author.email, password: author.password }).toString(),
          });
          expect([answer.status, answer.headers['set-cookie']], `${forgery}: ${address}`).toEqual([403, undefined]);
        }
      }
    }
    expect((await asha.api('GET', '/admin/api/session')).status).toBe(200);
    expect((await asha.api('GET', '/admin/editor/api/file?file=pages/forged.json')).status).toBe(404);
  });

  it('keeps the session cookie to the admin, new at every login and ended on the server at logout', async () => {
    const login = (cookie?: string) =>
      send(server, 'POST', '/admin/login', {
        headers: {
          origin: server.url,
          'content-type': 'application/x-www-form-urlencoded',
          ...(cookie ? { cookie } : {}),
        },
        body: new URLSearchParams({ email: author.email, password: author.password }).toString(),
      });
    const first = await login();
    const setCookie = first.headers['set-cookie']![0]!;
    expect(setCookie).toMatch(/^admin_session=[\w-]{43}; Path=\/admin; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0]!;
    const session = (with_: string) => send(server, 'GET', '/admin/api/session', { headers: { cookie: with_ } });
    // A cookie planted before the login (a valid session of someone else's, or made up) never becomes the session.
    const again = await login(cookie);
    const rotated = again.headers['set-cookie']![0]!.split(';')[0]!;
    expect(rotated).not.toBe(cookie);
    expect((await session(cookie)).status).toBe(401);
    const logout = await send(server, 'POST', '/admin/logout', { headers: { origin: server.url, cookie: rotated } });
    expect(logout.status).toBe(303);
    expect((await session(rotated)).status).toBe(401);
  });

  it('serves a picture under /admin with a sandboxing policy: an SVG opened on its own runs no script', async () => {
    const asha = await logInOverHttp(server.url, author.email, author.password);
    for (const address of [
      '/admin/editor/api/images/logo/logo-wide.svg',
      `/admin/preview/files/${encodeURIComponent(branch)}/images/logo/logo-wide.svg`,
      `${draftPath(branch)}/images/after/logo/logo-wide.svg`,
    ]) {
      const answer = await send(server, 'GET', address, { headers: { cookie: asha.cookie } });
      expect(answer.status, address).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.headers['content-security-policy'], address).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
    }
  });

  it('answers a body nested beyond any page and an operation on a missing file in words, not with a 500', async () => {
    const asha = await logInOverHttp(server.url, author.email, author.password);
    const deep = '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000);
    const answer = await send(server, 'PUT', '/admin/editor/api/file', {
      headers: { cookie: asha.cookie, origin: server.url, 'x-admin-request': '1', 'content-type': 'application/json' },
      body: `{"file":"pages/about.json","baseVersion":"x","data":${deep}}`,
    });
    expect([answer.status, JSON.parse(answer.body)]).toEqual([
      400,
      { error: 'Refused: the request body nests more than 64 levels deep; no page does.' },
    ]);
    const moved = await asha.api('POST', '/admin/editor/api/pages/move', { file: 'pages/gone.json', route: '/gone-2' });
    expect([moved.status, moved.body]).toEqual([404, { error: 'pages/gone.json does not exist.' }]);
  });

  it('records a blocked login once in the audit log, however often it is tried', async () => {
    const attempt = (email: string) =>
      send(server, 'POST', '/admin/login', {
        from: '127.0.0.2',
        headers: { origin: server.url, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password: 'not the password' }).toString(),
      });
    const statuses: number[] = [];
    for (let index = 0; index < 40; index += 1) statuses.push((await attempt(`guess${index % 4}@example.in`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const ada = await logInOverHttp(server.url, admin.email, admin.password);
    const { body } = await ada.api('GET', '/admin/api/audit?limit=1000');
    const failed = (body.entries as { action: string; detail: string }[]).filter(
      (entry) => entry.action === 'login-failed' && entry.detail.endsWith('from 127.0.0.2'),
    );
    expect(failed.map((entry) => entry.detail.replace(/until .* UTC/, 'until …'))).toEqual([
      'too many failed attempts (further attempts until … are refused without a record), from 127.0.0.2',
      ...Array.from({ length: 5 }, () => 'wrong email or password, from 127.0.0.2'),
    ]);
  });
});
