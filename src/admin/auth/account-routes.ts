import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { auditLimit, MAX_AUDIT_LIMIT, ROLES, type AdminUser, type Role } from '../store/admin-store.ts';
import { validationWords } from './request-words.ts';
import type { AuthContext } from './auth-context.ts';
import { requireRole } from './require-role.ts';
import { changeRole, createAccount, removeAccount, UserChangeRefused, type ChangeContext } from './user-management.ts';

const BODY_LIMIT = 16 * 1024;
// Titles: what a refusal calls each field ("Write the password.", "Role must be one of: …").
const role = { type: 'string', enum: ROLES, title: 'Role' } as const;
const email = { type: 'string', minLength: 1, maxLength: 254, title: 'Email address' } as const;
const emailParams = { type: 'object', required: ['email'], properties: { email } } as const;

/** A user as the API shows it: never the password hash. */
const shown = ({ id, email, name, role, createdAt }: AdminUser) => ({ id, email, name, role, createdAt });

/**
 * GET <prefix>/api/session for every logged-in user; the accounts and the audit log for admins:
 * GET/POST <prefix>/api/users, PATCH/DELETE <prefix>/api/users/:email, GET <prefix>/api/audit.
 */
export async function registerAccountRoutes(scope: FastifyInstance, context: AuthContext): Promise<void> {
  if (!scope.hasContentTypeParser('application/json')) {
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      scope.getDefaultJsonParser('error', 'error'),
    );
  }
  scope.setErrorHandler(answerWithError);
  scope.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });
  const changeContext = (request: FastifyRequest): ChangeContext => ({
    store: context.store,
    actor: request.adminUser?.email ?? null,
    via: 'in the admin',
    at: context.now().toISOString(),
  });
  const adminOnly = { preHandler: requireRole('admin') };

  scope.get('/api/session', { preHandler: requireRole('author') }, async (request) => {
    const { email, name, role } = request.adminUser!;
    return { user: { email, name, role } };
  });

  scope.get('/api/users', adminOnly, async () => ({ users: (await context.store.listUsers()).map(shown) }));

  scope.post<{ Body: { email: string; name?: string; role: Role; password: string } }>(
    '/api/users',
    {
      ...adminOnly,
      schema: {
        body: {
          type: 'object',
          required: ['email', 'role', 'password'],
          additionalProperties: false,
          properties: {
            email,
            name: { type: 'string', maxLength: 200, title: 'Name' },
            role,
            password: { type: 'string', title: 'Password' },
          },
        },
      },
    },
    async (request, reply) => {
      const user = await createAccount(changeContext(request), request.body);
      return reply.code(201).send({ user: shown(user) });
    },
  );

  scope.patch<{ Params: { email: string }; Body: { role: Role } }>(
    '/api/users/:email',
    {
      ...adminOnly,
      schema: {
        params: emailParams,
        body: { type: 'object', required: ['role'], additionalProperties: false, properties: { role } },
      },
    },
    async (request) => {
      const user = await changeRole(changeContext(request), request.params.email, request.body.role);
      return { user: shown(user) };
    },
  );

  scope.delete<{ Params: { email: string } }>(
    '/api/users/:email',
    { ...adminOnly, schema: { params: emailParams } },
    async (request) => {
      await removeAccount(changeContext(request), request.params.email);
      return { ok: true };
    },
  );

  scope.get<{ Querystring: { limit?: number } }>(
    '/api/audit',
    {
      ...adminOnly,
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: MAX_AUDIT_LIMIT, title: 'The number of entries' },
          },
        },
      },
    },
    async (request) => ({ entries: await context.store.listAudit({ limit: auditLimit(request.query.limit) }) }),
  );
}

/** Errors as `{ error }` in plain words; nothing internal (SQL, paths) reaches the browser. */
function answerWithError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof UserChangeRefused) return reply.code(error.status).send({ error: error.message });
  if (error.validation) return reply.code(400).send({ error: validationWords(error, request) });
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'admin account request failed');
    return reply.code(500).send({ error: 'Something went wrong on the server. Please try again.' });
  }
  return reply.code(status).send({ error: error.message });
}
