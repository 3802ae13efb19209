import type { preHandlerHookHandler } from 'fastify';
import { roleAllows, ROLES, type Role } from '../store/admin-store.ts';

const WITH_ARTICLE: Record<Role, string> = { author: 'an author', publisher: 'a publisher', admin: 'an admin' };

/** "a publisher or an admin": who may do what needs `role`. */
const whoMay = (role: Role) =>
  ROLES.filter((each) => roleAllows(each, role))
    .map((each) => WITH_ARTICLE[each])
    .join(' or ');

/**
 * A preHandler for routes that need at least `role`: 401 without a session, 403 with words saying
 * who may when the user's role is lower. The server checks this on every request; hiding a button
 * in the UI is not enough.
 */
export function requireRole(role: Role): preHandlerHookHandler {
  return async (request, reply) => {
    const user = request.adminUser;
    if (!user) return reply.code(401).header('cache-control', 'no-store').send({ error: 'Please log in.' });
    if (!roleAllows(user.role, role)) {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .send({ error: `Only ${whoMay(role)} can do this; you are ${WITH_ARTICLE[user.role]}.` });
    }
  };
}
