import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { apiOrigin, DEFAULT_API_BASE, leadPath } from './api-base.ts';
import { registerHealthRoute } from './health-route.ts';
import { registerLeadBodyParser } from './lead-body-parser.ts';
import { LEAD_BODY_LIMIT, registerLeadRoute } from './lead-route.ts';
import { createLeadValidator } from './lead-validation.ts';
import { registerErrorHandler } from './public-errors.ts';
import { DEFAULT_LEAD_RATE_LIMIT, type LeadRateLimit } from './rate-limit.ts';
import { registerSecurityHeaders, securityHeaders } from './security-headers.ts';
import { MAX_CONNECTIONS, SERVER_LIMITS } from './server-limits.ts';
import { registerStaticSite } from './static-site.ts';
import type { LeadStore } from './storage/lead-store.ts';
import type { ChannelName } from './storage/outbox-records.ts';

export interface CreateServerOptions {
  /** The built site to serve (dist/). */
  distDir: string;
  /** Where leads go. The caller opens it and closes it after the server. */
  store: LeadStore;
  /** site.json's apiBase (or VITE_API_BASE). Default '/api/'. */
  apiBase?: string;
  /** Leads per client per window. Default 10 a minute; false turns it off. */
  rateLimit?: LeadRateLimit;
  /** Fastify's logger. Default off (tests); start.ts turns it on. */
  logger?: FastifyServerOptions['logger'];
  /** Behind a reverse proxy: the proxy addresses or CIDR ranges whose X-Forwarded-For is believed. Default none. */
  trustProxy?: string | string[] | false;
  /** Directory of the lead schemas. Default schemas/api. */
  schemasDir?: string;
  /** The delivery channels configured: each new lead gets a pending delivery per channel. Default none. */
  channels?: readonly ChannelName[];
  /** Called after a new lead is committed (start.ts wakes the delivery worker). */
  onLeadStored?: () => void;
  /** Overrides for the timeouts in server-limits.ts (tests use short ones). */
  limits?: Partial<typeof SERVER_LIMITS>;
}

/** The production server: the static site and the lead API in one Fastify instance (not yet listening). */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const apiBase = options.apiBase ?? DEFAULT_API_BASE;
  const path = leadPath(apiBase);
  const headers = securityHeaders(apiOrigin(apiBase));
  const trustProxy = options.trustProxy || false;
  const app = Fastify({
    ...SERVER_LIMITS,
    ...options.limits,
    logger: options.logger ?? false,
    trustProxy,
    // Request lines for every image are noise; errors and rejected leads are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL Fastify cannot decode never reaches a route: answer it here, with the security headers,
    // and without echoing the URL back (Fastify's default message quotes it).
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).headers(headers).send({ message: 'Bad request.' });
    },
  });
  app.server.maxConnections = MAX_CONNECTIONS;
  // No route but the lead API reads a body: 1 MiB of JSON posted to / is refused unread.
  app.removeAllContentTypeParsers();

  registerErrorHandler(app);
  registerSecurityHeaders(app, apiOrigin(apiBase), { hstsAlways: trustProxy !== false });
  registerHealthRoute(app, options.store);
  await app.register(async (api) => {
    registerLeadBodyParser(api, LEAD_BODY_LIMIT);
    registerLeadRoute(api, {
      path,
      store: options.store,
      validate: createLeadValidator(options.schemasDir),
      rateLimit: options.rateLimit ?? DEFAULT_LEAD_RATE_LIMIT,
      sharedRateLimit: options.store.takeRateLimitHit?.bind(options.store),
      channels: options.channels ?? [],
      onStored: options.onLeadStored,
    });
  });
  await registerStaticSite(app, { distDir: options.distDir, apiPrefix: path.slice(0, path.lastIndexOf('query/add')) });
  return app;
}
