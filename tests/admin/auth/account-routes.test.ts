import { describe, expect, it, vi } from 'vitest';
import { PASSWORD, USERS, startAdminAppForEachTest, type AdminApp } from './helpers/admin-app.ts';

// Every login and new account runs scrypt: tens of milliseconds alone, seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let admin: AdminApp;
let adminCookie: string;
startAdminAppForEachTest(async (started) => {
  admin = started;
  adminCookie = await admin.login(USERS.admin);
});

const NEW_USER = { email: 'Nia.New@Example.com', name: 'Nia New', role: 'author', password: 'a long new password' };

describe('the session API', () => {
  it('tells the page who is logged in, without the password hash', async () => {
    const response = await admin.request({ method: 'GET', url: '/admin/api/session', cookie: adminCookie });
    expect(response.json()).toEqual({ user: { email: USERS.admin, name: 'ada', role: 'admin' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('the users API', () => {
  it('is for admins only: authors and publishers get 403 and change nothing', async () => {
    for (const [role, address] of [
      ['author', '192.0.2.10'],
      ['publisher', '192.0.2.11'],
    ] as const) {
      const cookie = await admin.login(USERS[role], PASSWORD, { address });
      expect((await admin.request({ method: 'GET', url: '/admin/api/users', cookie })).statusCode).toBe(403);
      expect((await admin.request({ method: 'GET', url: '/admin/api/audit', cookie })).statusCode).toBe(403);
      const add = await admin.request({ method: 'POST', url: '/admin/api/users', cookie, payload: NEW_USER });
      expect(add.statusCode).toBe(403);
      const promote = await admin.request({
        method: 'PATCH',
        url: `/admin/api/users/${encodeURIComponent(USERS.author)}`,
        cookie,
        payload: { role: 'admin' },
      });
      expect(promote.statusCode).toBe(403);
      const remove = await admin.request({
        method: 'DELETE',
        url: `/admin/api/users/${encodeURIComponent(USERS.admin)}`,
        cookie,
      });
      expect(remove.statusCode).toBe(403);
    }
    expect((await admin.store.listUsers()).map((user) => [user.email, user.role])).toEqual([
      [USERS.admin, 'admin'],
      [USERS.author, 'author'],
      [USERS.publisher, 'publisher'],
    ]);
  });

  it('lists, adds, changes and removes users for an admin, auditing each change', async () => {
    const list = await admin.request({ method: 'GET', url: '/admin/api/users', cookie: adminCookie });
    expect(list.json().users.map((user: { email: string }) => user.email)).toEqual([
      USERS.admin,
      USERS.author,
      USERS.publisher,
    ]);
    expect(list.body).not.toContain('scrypt');

    const add = await admin.request({
      method: 'POST',
      url: '/admin/api/users',
      cookie: adminCookie,
      payload: NEW_USER,
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().user).toMatchObject({ email: 'nia.new@example.com', name: 'Nia New', role: 'author' });
    expect(add.body).not.toContain('scrypt');
    const nia = await admin.login('nia.new@example.com', NEW_USER.password, { address: '192.0.2.20' });

    const promote = await admin.request({
      method: 'PATCH',
      url: '/admin/api/users/nia.new%40example.com',
      cookie: adminCookie,
      payload: { role: 'publisher' },
    });
    expect(promote.json().user).toMatchObject({ email: 'nia.new@example.com', role: 'publisher' });

    const remove = await admin.request({
      method: 'DELETE',
      url: '/admin/api/users/nia.new%40example.com',
      cookie: adminCookie,
    });
    expect(remove.json()).toEqual({ ok: true });
    // Removing a user ends their sessions.
    expect((await admin.request({ method: 'GET', url: '/admin/api/session', cookie: nia })).statusCode).toBe(401);

    const audit = await admin.request({ method: 'GET', url: '/admin/api/audit?limit=3', cookie: adminCookie });
    expect(
      audit
        .json()
        .entries.map((entry: { action: string; actor: string; subject: string; detail: string }) => [
          entry.action,
          entry.actor,
          entry.subject,
          entry.detail,
        ]),
    ).toEqual([
      ['user-remove', USERS.admin, 'nia.new@example.com', 'removed (was publisher) in the admin'],
      ['user-role', USERS.admin, 'nia.new@example.com', 'author → publisher in the admin'],
      ['login', 'nia.new@example.com', 'nia.new@example.com', 'from 192.0.2.20'],
    ]);
  });

  it('refuses a short password, an unknown role, a duplicate and an unknown user in plain words', async () => {
    const post = (payload: object) =>
      admin.request({ method: 'POST', url: '/admin/api/users', cookie: adminCookie, payload });
    const short = await post({ ...NEW_USER, password: 'eleven char' });
    expect([short.statusCode, short.json()]).toEqual([
      400,
      { error: 'The password must be at least 12 characters long (this one has 11).' },
    ]);
    const role = await post({ ...NEW_USER, role: 'owner' });
    expect(role.statusCode).toBe(400);
    expect(role.json().error).toBe('Role must be one of: author, publisher, admin.');
    const notEmail = await post({ ...NEW_USER, email: 'nia' });
    expect([notEmail.statusCode, notEmail.json()]).toEqual([400, { error: '"nia" is not an email address.' }]);
    const duplicate = await post({ ...NEW_USER, email: USERS.author.toUpperCase() });
    expect([duplicate.statusCode, duplicate.json()]).toEqual([
      409,
      { error: `A user with the email ${USERS.author} already exists.` },
    ]);
    const unknown = await admin.request({
      method: 'PATCH',
      url: '/admin/api/users/nobody%40example.com',
      cookie: adminCookie,
      payload: { role: 'admin' },
    });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      404,
      { error: 'No user with the email nobody@example.com.' },
    ]);
    expect(await admin.store.listUsers()).toHaveLength(3);
  });

  it('refuses to remove or demote the last admin', async () => {
    const demote = await admin.request({
      method: 'PATCH',
      url: `/admin/api/users/${encodeURIComponent(USERS.admin)}`,
      cookie: adminCookie,
      payload: { role: 'publisher' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(
      `Cannot take the admin role from ${USERS.admin}: it is the last admin. Make another user admin first.`,
    );
    const remove = await admin.request({
      method: 'DELETE',
      url: `/admin/api/users/${encodeURIComponent(USERS.admin)}`,
      cookie: adminCookie,
    });
    expect(remove.statusCode).toBe(409);
    expect((await admin.store.userByEmail(USERS.admin))?.role).toBe('admin');

    // With a second admin, the first may go.
    await admin.store.setRole(USERS.publisher, 'admin');
    const removed = await admin.request({
      method: 'DELETE',
      url: `/admin/api/users/${encodeURIComponent(USERS.admin)}`,
      cookie: adminCookie,
    });
    expect(removed.statusCode).toBe(200);
  });

  it('answers a bad audit limit with 400 in words', async () => {
    const response = await admin.request({ method: 'GET', url: '/admin/api/audit?limit=0', cookie: adminCookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('The number of entries must be at least 1.');
  });

  // They were AJV's, with JSON pointers: "The request is not valid (body): password: must have required property 'password'".
  it.each([
    ['no password', { email: 'nia@example.com', role: 'author' }, 'Write the password.'],
    ['no role', { email: 'nia@example.com', password: 'twelve chars long' }, 'Choose the role.'],
    [
      'an empty email',
      { email: '', role: 'author', password: 'twelve chars long' },
      'Email address must not be empty.',
    ],
  ])('answers a new account with %s in the words of its fields', async (_what, payload, words) => {
    const response = await admin.request({ method: 'POST', url: '/admin/api/users', cookie: adminCookie, payload });
    expect([response.statusCode, response.json()]).toEqual([400, { error: words }]);
    expect(await admin.store.listUsers()).toHaveLength(3);
  });
});
