import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from './auth-context.ts';
import { sessionKey } from './admin-cookie.ts';

/** A session used again within this time is not written back: one write a minute at most, not one per request. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionState = 'none' | 'valid' | 'expired';

/**
 * Reads the session cookie and sets request.adminUser and request.adminSessionId. A session idle
 * for longer than idleMs (checked here, on the server: the cookie itself never expires) is deleted,
 * and so is the cookie of a session the server no longer knows.
 */
export async function resolveSession(
  context: AuthContext,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SessionState> {
  const token = request.cookies[context.cookie.name];
  if (!token) return 'none';
  const id = sessionKey(token);
  const session = await context.store.sessionById(id);
  const now = context.now().getTime();
  const idle = session ? now - Date.parse(session.lastSeenAt) : 0;
  const user = session && idle <= context.idleMs ? await context.store.userById(session.userId) : undefined;
  if (!session || !user) {
    if (session) await context.store.deleteSession(id);
    reply.clearCookie(context.cookie.name, context.cookie.options);
    return session ? 'expired' : 'none';
  }
  if (idle >= TOUCH_EVERY_MS) await context.store.touchSession(id, new Date(now).toISOString());
  request.adminUser = user;
  request.adminSessionId = id;
  return 'valid';
}
