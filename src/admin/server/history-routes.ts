import type { FastifyInstance } from 'fastify';
import { requireRole } from '../auth/register-admin-auth.ts';
import { AdminApiError } from './admin-api-error.ts';
import type { ContentRepository } from './admin-parts.ts';
import { userOf } from './draft-access.ts';
import { allowLongWork } from './long-request.ts';
import type { Publishing } from './publishing.ts';

/** The published versions, newest first, and rolling back to one of them (publishers). */
export async function registerHistoryRoutes(
  scope: FastifyInstance,
  options: { repo: ContentRepository; publishing: Publishing },
): Promise<void> {
  // A query string is text, and the admin's validator never turns '3' into 3: the limit is checked as digits here.
  scope.get<{ Querystring: { limit?: string } }>(
    '/history',
    {
      schema: {
        querystring: { type: 'object', additionalProperties: false, properties: { limit: { type: 'string' } } },
      },
    },
    async (request) => ({ versions: await options.repo.history(historyLimit(request.query.limit)) }),
  );

  scope.post<{ Params: { commit: string } }>(
    '/history/:commit/rollback',
    {
      preHandler: [requireRole('publisher'), allowLongWork],
      schema: {
        params: {
          type: 'object',
          required: ['commit'],
          properties: { commit: { type: 'string', pattern: '^[0-9a-f]{7,64}$' } },
        },
      },
    },
    async (request) => {
      const user = userOf(request);
      return options.publishing.rollback(request.params.commit, { name: user.name, email: user.email });
    },
  );
}

const DEFAULT_HISTORY_LIMIT = 50;
const MAX_HISTORY_LIMIT = 500;

/** How many published versions ?limit= asks for: a whole number from 1 to MAX_HISTORY_LIMIT, 50 when absent. */
function historyLimit(limit: string | undefined): number {
  if (limit === undefined) return DEFAULT_HISTORY_LIMIT;
  const count = /^[0-9]{1,4}$/.test(limit) ? Number(limit) : Number.NaN;
  if (!(count >= 1 && count <= MAX_HISTORY_LIMIT)) {
    throw new AdminApiError(400, `limit must be a whole number from 1 to ${MAX_HISTORY_LIMIT}.`);
  }
  return count;
}
