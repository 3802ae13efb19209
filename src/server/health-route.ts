import type { FastifyInstance } from 'fastify';
import type { LeadStore } from './storage/lead-store.ts';

/**
 * GET /healthz for a load balancer or uptime check: 200 when the database answers, 503 when it does
 * not, with the outbox backlog. Counts and an age only: never a lead.
 */
export function registerHealthRoute(app: FastifyInstance, store: LeadStore): void {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    try {
      const outbox = await store.outboxHealth();
      const oldest = outbox.oldestPendingAt ? Date.parse(outbox.oldestPendingAt) : null;
      return {
        status: 'ok',
        database: 'reachable',
        outbox: {
          pending: outbox.pending,
          dead: outbox.dead,
          oldestPendingAgeSeconds: oldest === null ? null : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
        },
      };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'unavailable', database: 'unreachable' });
    }
  });
}
