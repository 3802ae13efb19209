import { randomBytes } from 'node:crypto';
import formbody from '@fastify/formbody';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PublicError } from '../../server/public-errors.ts';
import { normalizeEmail } from '../store/admin-rows.ts';
import { newSessionToken, sessionKey } from './admin-cookie.ts';
import { safeNext, type AuthContext } from './auth-context.ts';
import { loginPage, type LoginNotice } from './login-page.ts';
import { accountKey, addressKey } from './login-throttle.ts';
import { verifyPassword } from './password.ts';

/** Login forms are tiny; nothing bigger is read. */
const LOGIN_BODY_LIMIT = 16 * 1024;

export const WRONG_LOGIN = 'Wrong email or password.';
export const MISSING_LOGIN = 'Please enter your email and your password.';
export const SESSION_EXPIRED = 'Your session ended after 8 hours without activity. Please log in again.';
const tooManyAttempts = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

interface LoginBody {
  email?: string;
  password?: string;
  next?: string;
}

const loginBodySchema = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 1000 },
    password: { type: 'string', maxLength: 4096 },
    next: { type: 'string', maxLength: 2000 },
  },
} as const;

/** GET and POST <prefix>/login, POST <prefix>/logout: HTML forms that work without JavaScript (JSON accepted too). */
export async function registerLoginRoutes(scope: FastifyInstance, context: AuthContext): Promise<void> {
  const { store, prefix } = context;
  await scope.register(formbody, { bodyLimit: LOGIN_BODY_LIMIT });
  if (!scope.hasContentTypeParser('application/json')) {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: LOGIN_BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'error'),
    );
  }

  // A body that cannot be read (bad JSON, too large, another format) gets words, not Fastify's codes.
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error({ err: error }, 'login request failed');
    // The server's own refusals (two Host headers, src/server/client-errors.ts) come with their words.
    const text =
      status === 500
        ? 'Something went wrong on the server. Please try again.'
        : error instanceof PublicError
          ? error.message
          : 'The login form could not be read. Please try again.';
    return reply.code(status).header('cache-control', 'no-store').send({ error: text });
  });

  const page = (reply: FastifyReply, status: number, next: string, notice?: LoginNotice, email?: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(loginPage({ action: `${prefix}/login`, next, notice, email }));

  scope.get<{ Querystring: { next?: string; reason?: string } }>(
    '/login',
    { config: { adminPublic: true } },
    async (request, reply) => {
      const next = safeNext(request.query.next, prefix);
      if (request.adminUser) return reply.redirect(next, 303);
      const notice: LoginNotice | undefined =
        request.query.reason === 'expired' ? { kind: 'info', text: SESSION_EXPIRED } : undefined;
      return page(reply, 200, next, notice);
    },
  );

  scope.post<{ Body: LoginBody }>(
    '/login',
    { config: { adminPublic: true, adminForm: true }, schema: { body: loginBodySchema }, attachValidation: true },
    async (request, reply) => {
      const wantsJson = (request.headers['content-type'] ?? '').startsWith('application/json');
      const body = (request.validationError ? {} : (request.body ?? {})) as LoginBody;
      const next = safeNext(body.next, prefix);
      const email = (body.email ?? '').trim().slice(0, 254);
      const refuse = (status: number, text: string) =>
        wantsJson
          ? reply.code(status).header('cache-control', 'no-store').send({ error: text })
          : page(reply, status, next, { kind: 'error', text }, email);

      if (!email || !body.password) return refuse(400, MISSING_LOGIN);
      const keys = [accountKey(email), addressKey(request.ip)];
      const refusal = await context.throttle.refusal(keys);
      if (refusal) {
        if (refusal.firstOfBlock) {
          const until = new Date(context.now().getTime() + refusal.seconds * 1000).toISOString();
          const shown = `${until.slice(0, 10)} ${until.slice(11, 16)} UTC`;
          const why = `too many failed attempts (further attempts until ${shown} are refused without a record)`;
          await store.audit(failedLogin(context, request, email, why));
        }
        reply.header('retry-after', String(refusal.seconds));
        return refuse(429, tooManyAttempts(refusal.seconds));
      }
      const user = await store.userByEmail(email);
      // The same work whether or not the account exists: an unknown e-mail is checked against a decoy.
      const matches = await verifyPassword(body.password, user?.passwordHash ?? (await context.decoyHash));
      if (!user || !matches) {
        await context.throttle.recordFailure(keys);
        await store.audit(failedLogin(context, request, email, 'wrong email or password'));
        return refuse(401, WRONG_LOGIN);
      }
      await context.throttle.clear(accountKey(email));
      await startSession(context, request, reply, user.id);
      await store.audit({
        actor: user.email,
        action: 'login',
        subject: user.email,
        detail: `from ${request.ip}`,
        at: context.now().toISOString(),
      });
      const { id: _id, createdAt: _createdAt, passwordHash: _hash, ...shown } = user;
      return wantsJson ? reply.header('cache-control', 'no-store').send({ user: shown }) : reply.redirect(next, 303);
    },
  );

  scope.post('/logout', { config: { adminPublic: true, adminForm: true } }, async (request, reply) => {
    const user = request.adminUser;
    if (request.adminSessionId) await store.deleteSession(request.adminSessionId);
    if (user) {
      await store.audit({
        actor: user.email,
        action: 'logout',
        subject: user.email,
        detail: `from ${request.ip}`,
        at: context.now().toISOString(),
      });
    }
    reply.clearCookie(context.cookie.name, context.cookie.options);
    return reply.header('cache-control', 'no-store').redirect(`${prefix}/login`, 303);
  });
}

/**
 * A new session with a new id (rotation): whatever session this browser had before is deleted, so
 * an id planted in the browser before login is worth nothing after it.
 */
async function startSession(context: AuthContext, request: FastifyRequest, reply: FastifyReply, userId: number) {
  if (request.adminSessionId) await context.store.deleteSession(request.adminSessionId);
  const token = newSessionToken();
  await context.store.createSession({
    id: sessionKey(token),
    userId,
    csrfToken: randomBytes(32).toString('base64url'),
    now: context.now().toISOString(),
  });
  reply.setCookie(context.cookie.name, token, context.cookie.options);
}

function failedLogin(context: AuthContext, request: FastifyRequest, email: string, why: string) {
  return {
    actor: null,
    action: 'login-failed' as const,
    subject: normalizeEmail(email),
    detail: `${why}, from ${request.ip}`,
    at: context.now().toISOString(),
  };
}
