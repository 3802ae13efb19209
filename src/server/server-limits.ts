import type { FastifyServerOptions } from 'fastify';
import { LEAD_BODY_LIMIT } from './lead-route.ts';

/**
 * Limits for a server that may face the internet without a proxy (Fastify's docs ask for
 * requestTimeout then): a client that trickles its request, or holds a connection open, cannot
 * keep a worker's memory or a socket for long, and no body anywhere is larger than a lead's.
 */
export const SERVER_LIMITS = {
  // The lead API's limit everywhere: no other route reads a body at all.
  bodyLimit: LEAD_BODY_LIMIT,
  // The whole request, headers and body, must arrive within 15 s.
  requestTimeout: 15_000,
  // A socket with no traffic for 30 s is closed.
  connectionTimeout: 30_000,
  // Idle keep-alive connections are kept 5 s: long enough for a page's assets, short for an idle client.
  keepAliveTimeout: 5_000,
} satisfies FastifyServerOptions;

/** Open connections at once; Node closes any beyond this at once, so slow clients cannot exhaust sockets and memory. */
export const MAX_CONNECTIONS = 1_024;
