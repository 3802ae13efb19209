import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http';
import { LEAD_BODY_LIMIT } from './lead-route.ts';

/**
 * Limits for a server that may face the internet without a proxy: a client that trickles its
 * request, or holds a connection open, cannot keep a socket for long, and no body anywhere is larger
 * than a lead's. docs/operations.md ("Limits and tuning") states each one.
 */
export interface ConnectionLimits {
  /** The whole request, headers and body, must arrive within this (ms). 408, then closed. */
  requestTimeout: number;
  /** A connection with no traffic at all for this long is closed (ms). */
  connectionTimeout: number;
  /** An idle keep-alive connection between requests is closed after this (ms). */
  keepAliveTimeout: number;
  /** How often Node looks for requests past their deadline (ms): a deadline is met within this. */
  checkInterval: number;
  /** Open connections at once; Node closes any beyond this at once. */
  maxConnections: number;
  /** Open connections per client address (per forwarded client behind TRUST_PROXY); see connection-cap.ts. */
  maxConnectionsPerIp: number;
}

export const DEFAULT_LIMITS: ConnectionLimits = {
  requestTimeout: 15_000,
  connectionTimeout: 10_000,
  // Long enough for a page's assets on one connection, short for an idle client.
  keepAliveTimeout: 5_000,
  // Node's default is 30 s: a request "limited" to 15 s could then take 45.
  checkInterval: 1_000,
  maxConnections: 1_024,
  // A browser opens at most 6 per origin; an office behind one NAT address gets room for a few dozen visitors.
  maxConnectionsPerIp: 32,
};

/** No route but the lead API reads a body, and none reads more than a lead. */
export const BODY_LIMIT = LEAD_BODY_LIMIT;

/**
 * The HTTP server with the limits built in. Fastify gets it through `serverFactory`: the header
 * deadline and the check interval can only be given when Node creates the server.
 */
export function createLimitedHttpServer(limits: ConnectionLimits, handler: RequestListener): Server {
  const server = createHttpServer(
    {
      requestTimeout: limits.requestTimeout,
      headersTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      connectionsCheckingInterval: limits.checkInterval,
    },
    handler,
  );
  server.setTimeout(limits.connectionTimeout, (socket) => socket.destroy());
  server.maxConnections = limits.maxConnections;
  return server;
}
