import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { apiOrigin, DEFAULT_API_BASE, leadPath } from './api-base.ts';
import { registerLeadRoute } from './lead-route.ts';
import { createLeadValidator } from './lead-validation.ts';
import { registerErrorHandler } from './public-errors.ts';
import { DEFAULT_LEAD_RATE_LIMIT, registerRateLimit, type LeadRateLimit } from './rate-limit.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerStaticSite } from './static-site.ts';
import type { LeadStore } from './storage/lead-store.ts';

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
  /** Behind a reverse proxy: which X-Forwarded-For hops to trust for the client IP. Default none. */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Directory of the lead schemas. Default schemas/api. */
  schemasDir?: string;
}

/** The production server: the static site and the lead API in one Fastify instance (not yet listening). */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const apiBase = options.apiBase ?? DEFAULT_API_BASE;
  const path = leadPath(apiBase);
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // Request lines for every image are noise; errors and rejected leads are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });

  registerErrorHandler(app);
  registerSecurityHeaders(app, apiOrigin(apiBase));
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await registerRateLimit(app);
  registerLeadRoute(app, {
    path,
    store: options.store,
    validate: createLeadValidator(options.schemasDir),
    rateLimit: options.rateLimit ?? DEFAULT_LEAD_RATE_LIMIT,
  });
  await registerStaticSite(app, { distDir: options.distDir, apiPrefix: path.slice(0, path.lastIndexOf('query/add')) });
  return app;
}
