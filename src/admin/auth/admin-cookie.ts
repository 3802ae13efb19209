import { createHash, randomBytes } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';

/**
 * The session cookie. Over HTTPS (or behind a trusted proxy that terminates it) it is a `__Host-`
 * cookie: Secure, no Domain, Path=/, so no other host or path can set or shadow it. Over plain HTTP
 * (loopback, development) the browser would drop a `__Host-` cookie, so it is scoped to the admin.
 */
export function sessionCookie(secure: boolean, prefix: string): { name: string; options: CookieSerializeOptions } {
  return secure
    ? { name: '__Host-admin_session', options: { httpOnly: true, sameSite: 'strict', secure: true, path: '/' } }
    : { name: 'admin_session', options: { httpOnly: true, sameSite: 'strict', secure: false, path: prefix || '/' } };
}

/** What the browser holds: 32 random bytes. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url');

/**
 * What the database holds: a hash of the token, so that a copy of the database (a backup, a leak)
 * holds no session anyone could use.
 */
export const sessionKey = (token: string): string => createHash('sha256').update(token).digest('base64url');
