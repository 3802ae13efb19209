import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AdminStore } from '../store/admin-store.ts';
import type { LoginThrottle } from './login-throttle.ts';

/** Sessions end after this long without a request (issue 26: 8 hours idle). */
export const DEFAULT_IDLE_MS = 8 * 60 * 60 * 1000;

/** What the admin's login, session and account routes share, built once by registerAdminAuth. */
export interface AuthContext {
  store: AdminStore;
  secure: boolean;
  now: () => Date;
  idleMs: number;
  /** The admin's address prefix, e.g. '/admin'. */
  prefix: string;
  cookie: { name: string; options: CookieSerializeOptions };
  throttle: LoginThrottle;
  /**
   * A hash of a password nobody has: an unknown e-mail is checked against it, so a wrong e-mail
   * costs the same time as a wrong password and the timing tells nothing.
   */
  decoyHash: Promise<string>;
}

/** Marks a route of the admin scope (config) for the onRequest guard. */
export interface AdminRouteConfig {
  /** Reachable without a session (the login page and its form). */
  adminPublic?: boolean;
  /** A plain HTML form posts here without JavaScript: the Origin is checked, the X-Admin-Request header is not required. */
  adminForm?: boolean;
}

/** Where to go after logging in: only an address inside the admin, never another site. */
export function safeNext(next: unknown, prefix: string): string {
  const home = `${prefix}/`;
  if (typeof next !== 'string' || !next.startsWith(home) || next.includes('\\')) return home;
  const base = 'http://admin.invalid';
  const url = new URL(next, base);
  if (url.origin !== base || !url.pathname.startsWith(home) || url.pathname.startsWith(`${prefix}/login`)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}
