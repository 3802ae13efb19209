import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AdminStore, AdminUser } from '../store/admin-store.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { sessionCookie } from './admin-cookie.ts';
import { resolveSession } from './admin-session.ts';
import { DEFAULT_IDLE_MS, type AdminRouteConfig, type AuthContext } from './auth-context.ts';
import { registerLoginRoutes } from './login-routes.ts';
import { loginThrottle } from './login-throttle.ts';
import { hashPassword } from './password.ts';
import { changesState, crossSiteRefusal } from './request-guard.ts';

export { ADMIN_REQUEST_HEADER } from './request-guard.ts';
export { requireRole } from './require-role.ts';

export const ADMIN_PREFIX = '/admin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of an admin request; null without a valid session. */
    adminUser: AdminUser | null;
    /** The stored id of that session (a hash of the cookie, never the cookie itself). */
    adminSessionId: string | null;
  }
  interface FastifyContextConfig {
    /** See AdminRouteConfig. */
    adminPublic?: boolean;
    /** See AdminRouteConfig. */
    adminForm?: boolean;
  }
}

export interface AdminAuthOptions {
  store: AdminStore;
  /** Served over HTTPS, or behind a trusted proxy (TRUST_PROXY) that terminates it: `__Host-` Secure cookie, https Origin. */
  secure: boolean;
  /** The clock (tests move it). Default: the real one. */
  now?: () => Date;
  /** Idle time after which a session ends. Default 8 hours. */
  idleMs?: number;
}

/**
 * The admin's front door, inside the scope it is given (registered with prefix /admin): the login
 * page and logout, the session cookie, and an onRequest guard for every route of the scope (those
 * registered after it, the editor API and the admin's own included). The guard refuses a
 * state-changing request that may be forged (see crossSiteRefusal) before its body is read, then
 * sends anyone without a session to the login page (API paths get 401 JSON).
 */
export async function registerAdminAuth(scope: FastifyInstance, options: AdminAuthOptions): Promise<void> {
  const prefix = scope.prefix;
  const now = options.now ?? (() => new Date());
  const context: AuthContext = {
    store: options.store,
    secure: options.secure,
    now,
    idleMs: options.idleMs ?? DEFAULT_IDLE_MS,
    prefix,
    cookie: sessionCookie(options.secure, prefix),
    throttle: loginThrottle(options.store, now),
    decoyHash: hashPassword(randomBytes(24).toString('base64')),
  };
  if (!scope.hasRequestDecorator('cookies')) await scope.register(cookie);
  scope.decorateRequest('adminUser', null);
  scope.decorateRequest('adminSessionId', null);

  scope.addHook('onRequest', async (request, reply) => {
    const config: AdminRouteConfig = request.routeOptions.config ?? {};
    if (changesState(request.method)) {
      const refusal = crossSiteRefusal(request, { secure: context.secure, requireHeader: !config.adminForm });
      if (refusal) return reply.code(403).header('cache-control', 'no-store').send({ error: refusal });
    }
    const state = await resolveSession(context, request, reply);
    if (request.adminUser || config.adminPublic) return;
    return sendToLogin(context, request, reply, state === 'expired');
  });

  await scope.register(async (login) => registerLoginRoutes(login, context));
  await scope.register(async (accounts) => registerAccountRoutes(accounts, context));
}

/** A page goes to the login page and comes back after it; an API call or a form post gets 401. */
function sendToLogin(context: AuthContext, request: FastifyRequest, reply: FastifyReply, expired: boolean) {
  const path = request.url.split('?')[0]!;
  const isApi = /\/api(\/|$)/.test(path.slice(context.prefix.length));
  if (isApi || !['GET', 'HEAD'].includes(request.method)) {
    // `reason` lets the admin app open the login page saying why, as a page load's redirect does.
    const body = expired
      ? { error: 'Your session has ended. Please log in again.', reason: 'expired' }
      : { error: 'Please log in.' };
    return reply.code(401).header('cache-control', 'no-store').send(body);
  }
  const next = encodeURIComponent(request.url);
  const reason = expired ? '&reason=expired' : '';
  return reply.header('cache-control', 'no-store').redirect(`${context.prefix}/login?next=${next}${reason}`, 303);
}
