import { describe, expect, it, vi } from 'vitest';
import { HOST, PASSWORD, USERS, startAdminAppForEachTest, type AdminApp } from './helpers/admin-app.ts';

// Every login and new account runs scrypt: tens of milliseconds alone, seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let admin: AdminApp;
startAdminAppForEachTest((started) => (admin = started));

describe('forged requests', () => {
  it('refuses a state-changing request from another origin, or without an Origin, and changes nothing', async () => {
    const cookie = await admin.login(USERS.admin);
    for (const origin of ['http://evil.test', 'https://evil.test', 'null', 'http://admin.test.evil.test']) {
      const response = await admin.request({ method: 'POST', url: '/admin/api/things', cookie, headers: { origin } });
      expect(response.statusCode, origin).toBe(403);
      expect(response.json().error).toBe('Refused: this request did not come from the admin pages of this site.');
    }
    const withoutOrigin = await admin.app.inject({
      method: 'POST',
      url: '/admin/api/things',
      headers: { host: HOST, cookie, 'x-admin-request': '1' },
    });
    expect(withoutOrigin.statusCode).toBe(403);
    expect(admin.changes.things).toBe(0);
    expect((await admin.request({ method: 'POST', url: '/admin/api/things', cookie })).json()).toEqual({ things: 1 });
  });

  it('refuses the admin’s own pages over the other scheme, saying which one it serves', async () => {
    const cookie = await admin.login(USERS.admin);
    const response = await admin.request({
      method: 'POST',
      url: '/admin/api/things',
      cookie,
      headers: { origin: `https://${HOST}` },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      `Refused: the admin here is served over plain http (http://${HOST}/admin/); behind an HTTPS proxy, set TRUST_PROXY.`,
    );
    expect(admin.changes.things).toBe(0);
  });

  it('refuses a request without X-Admin-Request: 1, which no plain form can send', async () => {
    const cookie = await admin.login(USERS.admin);
    for (const value of [undefined, '0', 'true']) {
      const response = await admin.app.inject({
        method: 'POST',
        url: '/admin/api/things',
        headers: {
          host: HOST,
          origin: admin.origin,
          cookie,
          ...(value === undefined ? {} : { 'x-admin-request': value }),
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('Refused: the admin request header is missing (X-Admin-Request: 1).');
    }
    expect(admin.changes.things).toBe(0);
  });

  it('refuses a cross-origin form post of the user form: no user is created', async () => {
    const cookie = await admin.login(USERS.admin);
    const response = await admin.app.inject({
      method: 'POST',
      url: '/admin/api/users',
      headers: { host: HOST, origin: 'http://evil.test', cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=mallory%40evil.test&role=admin&password=mallory+password+123',
    });
    expect(response.statusCode).toBe(403);
    expect(await admin.store.userByEmail('mallory@evil.test')).toBeUndefined();
  });

  it('refuses a login form posted from another site (login CSRF): no session starts', async () => {
    const response = await admin.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { host: HOST, origin: 'http://evil.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: USERS.author, password: PASSWORD }).toString(),
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a request without a session before reading it', async () => {
    const response = await admin.request({ method: 'POST', url: '/admin/api/things' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Please log in.' });
    expect(admin.changes.things).toBe(0);
  });
});

describe('roles', () => {
  it('answers 403 to an author on a publisher route, in words; lets a publisher and an admin in', async () => {
    const author = await admin.login(USERS.author);
    const refused = await admin.request({ method: 'POST', url: '/admin/api/publish', cookie: author });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Only a publisher or an admin can do this; you are an author.' });
    expect(admin.changes.published).toBe(0);

    const publisher = await admin.login(USERS.publisher, PASSWORD, { address: '192.0.2.2' });
    expect((await admin.request({ method: 'POST', url: '/admin/api/publish', cookie: publisher })).json()).toEqual({
      published: 1,
    });
    const adminCookie = await admin.login(USERS.admin, PASSWORD, { address: '192.0.2.3' });
    expect((await admin.request({ method: 'POST', url: '/admin/api/publish', cookie: adminCookie })).statusCode).toBe(
      200,
    );
  });

  it('reads the role on every request: a demoted publisher is refused at once', async () => {
    const publisher = await admin.login(USERS.publisher);
    await admin.store.setRole(USERS.publisher, 'author');
    expect((await admin.request({ method: 'POST', url: '/admin/api/publish', cookie: publisher })).statusCode).toBe(
      403,
    );
  });
});
