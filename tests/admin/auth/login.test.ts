import { createRequire } from 'node:module';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HOST,
  PASSWORD,
  USERS,
  sessionCookieOf,
  setCookieHeaders,
  startAdminApp,
  type AdminApp,
} from './helpers/admin-app.ts';

// Every login and new account runs scrypt: tens of milliseconds alone, seconds on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// jsdom ships no types; the login page is read as a browser reads it.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

let admin: AdminApp;
afterEach(async () => {
  await admin?.close();
});

const HOUR = 60 * 60 * 1000;

/** The login form posted as a browser without JavaScript posts it. */
function postLogin(fields: Record<string, string>, options: { cookie?: string; address?: string } = {}) {
  return admin.app.inject({
    method: 'POST',
    url: '/admin/login',
    remoteAddress: options.address ?? '192.0.2.1',
    headers: {
      host: HOST,
      origin: admin.origin,
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const session = (cookie: string) => admin.request({ method: 'GET', url: '/admin/api/session', cookie });

describe('the login page', () => {
  beforeEach(async () => {
    admin = await startAdminApp();
  });

  it('is where a visitor without a session is sent, and comes back to the page asked for', async () => {
    const page = await admin.app.inject({ url: '/admin/?tab=review', headers: { host: HOST } });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/admin/login?next=%2Fadmin%2F%3Ftab%3Dreview');
    const api = await admin.app.inject({ url: '/admin/api/session', headers: { host: HOST } });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ error: 'Please log in.' });

    const form = await admin.app.inject({ url: page.headers.location as string, headers: { host: HOST } });
    const document = new JSDOM(form.body).window.document;
    expect(document.querySelector<HTMLInputElement>('input[name=next]')?.value).toBe('/admin/?tab=review');

    const login = await postLogin({ email: USERS.author, password: PASSWORD, next: '/admin/?tab=review' });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/admin/?tab=review');
    const dashboard = await admin.request({ method: 'GET', url: '/admin/', cookie: sessionCookieOf(login) });
    expect(dashboard.body).toBe('The dashboard');
  });

  it('is plain, labelled HTML that works without JavaScript', async () => {
    const response = await admin.app.inject({ url: '/admin/login', headers: { host: HOST } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const document = new JSDOM(response.body).window.document;
    expect(document.documentElement.lang).toBe('en');
    expect(document.querySelectorAll('script')).toHaveLength(0);
    const form = document.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/admin/login');
    const labelled = (text: string) => {
      const label = [...document.querySelectorAll('label')].find((each) => each.textContent === text)!;
      return document.getElementById(label.htmlFor) as HTMLInputElement;
    };
    expect(labelled('Email')).toMatchObject({ name: 'email', type: 'email', autocomplete: 'username', required: true });
    expect(labelled('Password')).toMatchObject({
      name: 'password',
      type: 'password',
      autocomplete: 'current-password',
      required: true,
    });
    expect(form.querySelector('button[type=submit]')?.textContent).toBe('Log in');
  });

  it('goes only to admin pages after logging in, never to another site', async () => {
    for (const next of ['https://evil.test/', '//evil.test/admin/', '/admin\\..\\x', '/elsewhere', '/admin/login']) {
      const login = await postLogin({ email: USERS.author, password: PASSWORD, next });
      expect(login.headers.location, next).toBe('/admin/');
    }
  });

  it('accepts JSON too, answering with the user', async () => {
    const response = await admin.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { host: HOST, origin: admin.origin, 'content-type': 'application/json' },
      payload: { email: USERS.publisher.toUpperCase(), password: PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { email: USERS.publisher, name: 'pat', role: 'publisher' } });
    expect((await session(sessionCookieOf(response))).json()).toEqual({
      user: { email: USERS.publisher, name: 'pat', role: 'publisher' },
    });
  });

  it('answers a body it cannot read in words', async () => {
    const response = await admin.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { host: HOST, origin: admin.origin, 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect([response.statusCode, response.json()]).toEqual([
      400,
      { error: 'The login form could not be read. Please try again.' },
    ]);
  });

  it('asks for both fields in plain words when one is empty', async () => {
    const response = await postLogin({ email: USERS.author, password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Please enter your email and your password.');
    expect(setCookieHeaders(response)).toEqual([]);
  });

  it('says "Wrong email or password." for a wrong password, keeping the email typed', async () => {
    const response = await postLogin({ email: USERS.author, password: 'not the password' });
    expect(response.statusCode).toBe(401);
    const document = new JSDOM(response.body).window.document;
    expect(document.querySelector('[role=alert]')?.textContent).toBe('Wrong email or password.');
    expect(document.querySelector<HTMLInputElement>('#login-email')?.value).toBe(USERS.author);
    expect(setCookieHeaders(response)).toEqual([]);
  });
});

describe('the session cookie', () => {
  it('is HttpOnly, SameSite=Strict and limited to /admin over plain HTTP', async () => {
    admin = await startAdminApp();
    const login = await postLogin({ email: USERS.author, password: PASSWORD });
    const [header] = setCookieHeaders(login);
    expect(header).toMatch(/^admin_session=[A-Za-z0-9_-]{43}; Path=\/admin; HttpOnly; SameSite=Strict$/);
  });

  it('is a __Host- cookie, Secure, for the whole host over HTTPS', async () => {
    admin = await startAdminApp({ secure: true });
    const login = await postLogin({ email: USERS.author, password: PASSWORD });
    const [header] = setCookieHeaders(login);
    expect(header).toMatch(/^__Host-admin_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    expect(header).not.toMatch(/Domain/i);
    expect((await session(sessionCookieOf(login))).statusCode).toBe(200);
  });

  it('over HTTPS (TRUST_PROXY), a login posted from the plain-http address is refused saying why', async () => {
    admin = await startAdminApp({ secure: true });
    const login = await admin.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { host: HOST, origin: `http://${HOST}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ email: USERS.author, password: PASSWORD }).toString(),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe(
      `Refused: with TRUST_PROXY set, the admin is used through the HTTPS proxy in front of this server (https://${HOST}/admin/), not over plain http.`,
    );
    expect(setCookieHeaders(login)).toEqual([]);
  });

  it('is a new one at every login, and the one from before stops working', async () => {
    admin = await startAdminApp();
    const first = await admin.login(USERS.author);
    const second = await admin.login(USERS.author, PASSWORD, { cookie: first });
    expect(second).not.toBe(first);
    expect((await session(first)).statusCode).toBe(401);
    expect((await session(second)).statusCode).toBe(200);
  });

  it('is not what the database stores: a copy of the database opens no session', async () => {
    admin = await startAdminApp();
    const cookie = await admin.login(USERS.author);
    const token = cookie.split('=')[1]!;
    expect(await admin.store.sessionById(token)).toBeUndefined();
  });
});

describe('logging out', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    admin = await startAdminApp();
    const cookie = await admin.login(USERS.author);
    // A plain form posts it: the Origin is checked, no X-Admin-Request header is needed.
    const logout = await admin.app.inject({
      method: 'POST',
      url: '/admin/logout',
      headers: { host: HOST, origin: admin.origin, cookie },
    });
    expect(logout.statusCode).toBe(303);
    expect(logout.headers.location).toBe('/admin/login');
    expect(setCookieHeaders(logout)[0]).toMatch(/^admin_session=; Max-Age=0; Path=\/admin;/);

    const replay = await session(cookie);
    expect(replay.statusCode).toBe(401);
    const page = await admin.request({ method: 'GET', url: '/admin/', cookie });
    expect(page.statusCode).toBe(303);
    expect((await admin.store.listAudit()).map((entry) => [entry.action, entry.actor])).toEqual([
      ['logout', USERS.author],
      ['login', USERS.author],
    ]);
  });

  it('cannot be forced by another site', async () => {
    admin = await startAdminApp();
    const cookie = await admin.login(USERS.author);
    const forged = await admin.app.inject({
      method: 'POST',
      url: '/admin/logout',
      headers: { host: HOST, origin: 'http://evil.test', cookie },
    });
    expect(forged.statusCode).toBe(403);
    expect((await session(cookie)).statusCode).toBe(200);
  });
});

describe('idle sessions', () => {
  it('end after 8 hours without a request, checked on the server', async () => {
    admin = await startAdminApp();
    const cookie = await admin.login(USERS.author);
    admin.advance(7.9 * HOUR);
    expect((await session(cookie)).statusCode).toBe(200);
    // Using it resets the idle time.
    admin.advance(7.9 * HOUR);
    expect((await session(cookie)).statusCode).toBe(200);
    admin.advance(8 * HOUR + 1000);
    const expired = await session(cookie);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ error: 'Your session has ended. Please log in again.', reason: 'expired' });
    expect(setCookieHeaders(expired)[0]).toMatch(/^admin_session=; Max-Age=0/);
  });

  it('send the browser to the login page, which says why', async () => {
    admin = await startAdminApp();
    const cookie = await admin.login(USERS.author);
    admin.advance(9 * HOUR);
    const page = await admin.request({ method: 'GET', url: '/admin/', cookie });
    expect(page.headers.location).toBe('/admin/login?next=%2Fadmin%2F&reason=expired');
    const login = await admin.app.inject({ url: page.headers.location as string, headers: { host: HOST } });
    expect(login.body).toContain('Your session ended after 8 hours without activity. Please log in again.');
    // The expired session is gone from the database, not merely refused.
    admin.advance(-9 * HOUR);
    expect((await session(cookie)).statusCode).toBe(401);
  });
});
