import type { FastifyInstance } from 'fastify';
import { requireRole } from '../auth/register-admin-auth.ts';
import type { ContentRepository } from './admin-parts.ts';
import { userOf } from './draft-access.ts';
import { allowLongWork } from './long-request.ts';
import type { Publishing } from './publishing.ts';

/** The published versions, newest first, and rolling back to one of them (publishers). */
export async function registerHistoryRoutes(
  scope: FastifyInstance,
  options: { repo: ContentRepository; publishing: Publishing },
): Promise<void> {
  scope.get<{ Querystring: { limit?: number } }>(
    '/history',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { limit: { type: 'integer', minimum: 1, maximum: 500 } },
        },
      },
    },
    async (request) => ({ versions: await options.repo.history(request.query.limit ?? 50) }),
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
