import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { apiOrigin, DEFAULT_API_BASE, leadPath } from './api-base.ts';
import { registerHealthRoute } from './health-route.ts';
import { registerLeadBodyParser } from './lead-body-parser.ts';
import { LEAD_BODY_LIMIT, registerLeadRoute } from './lead-route.ts';
import { createLeadValidator } from './lead-validation.ts';
import { registerErrorHandler } from './public-errors.ts';
import { DEFAULT_LEAD_RATE_LIMIT, type LeadRateLimit } from './rate-limit.ts';
import { answerUnmetExpectations, clientErrorHandler, refuseDuplicateHost } from './client-errors.ts';
import { trustedProxyMatcher } from './client-address.ts';
import { capConnectionsPerAddress, capForwardedClients } from './connection-cap.ts';
import { HSTS, registerSecurityHeaders, securityHeaders } from './security-headers.ts';
import { BODY_LIMIT, createLimitedHttpServer, DEFAULT_LIMITS, type ConnectionLimits } from './server-limits.ts';
import { registerRedirects } from './redirects.ts';
import { registerStaticSite } from './static-site.ts';
import { registerFormRoutes } from './forms/form-routes.ts';
import { DEFAULT_DOWNLOAD_FILE_NAME } from './forms/site-download-name.ts';
import { memoryRateLimit } from './sliding-window-limit.ts';
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
  /** What a brochure is saved as when the plain HTML form sends it (site.json `downloadFileName`). Default 'yourfile.pdf'. */
  downloadFileName?: string;
  /** Overrides for the limits in server-limits.ts (MAX_CONNECTIONS_PER_IP; tests use short timeouts). */
  limits?: Partial<ConnectionLimits>;
}

/** The production server: the static site and the lead API in one Fastify instance (not yet listening). */
export async function createServer(options: CreateServerOptions): Promise<FastifyInstance> {
  const apiBase = options.apiBase ?? DEFAULT_API_BASE;
  const path = leadPath(apiBase);
  const trustProxy = options.trustProxy || false;
  const headers = {
    ...securityHeaders(apiOrigin(apiBase)),
    ...(trustProxy !== false ? { 'strict-transport-security': HSTS } : {}),
  };
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const isTrustedProxy = trustedProxyMatcher(
    typeof trustProxy === 'string' ? trustProxy.split(',').map((entry) => entry.trim()) : trustProxy,
  );
  const app = Fastify({
    serverFactory: (handler) => createLimitedHttpServer(limits, handler),
    bodyLimit: BODY_LIMIT,
    logger: options.logger ?? false,
    trustProxy,
    // What Node's parser refuses never reaches Fastify: answered here, with the security headers.
    clientErrorHandler: clientErrorHandler(headers),
    // Request lines for every image are noise; errors and rejected leads are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // A URL Fastify cannot decode never reaches a route: answer it here, with the security headers,
    // and without echoing the URL back (Fastify's default message quotes it).
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(400).headers(headers).send({ message: 'Bad request.' });
    },
  });
  capConnectionsPerAddress(app.server, limits.maxConnectionsPerIp, isTrustedProxy);
  answerUnmetExpectations(app.server, headers);
  // No route but the lead API reads a body: 1 MiB of JSON posted to / is refused unread.
  app.removeAllContentTypeParsers();

  registerErrorHandler(app);
  refuseDuplicateHost(app);
  if (trustProxy !== false) capForwardedClients(app, limits.maxConnectionsPerIp, isTrustedProxy);
  registerSecurityHeaders(app, apiOrigin(apiBase), { hstsAlways: trustProxy !== false });
  registerHealthRoute(app, options.store);
  const validate = createLeadValidator(options.schemasDir);
  const acceptance = {
    store: options.store,
    validate,
    channels: options.channels ?? [],
    onStored: options.onLeadStored,
  };
  const rateLimit = options.rateLimit ?? DEFAULT_LEAD_RATE_LIMIT;
  // One count for the JSON API and the plain HTML forms: a client's leads count alike on either path.
  const sharedRateLimit = options.store.takeRateLimitHit?.bind(options.store) ?? memoryRateLimit();
  await app.register(async (api) => {
    registerLeadBodyParser(api, LEAD_BODY_LIMIT);
    registerLeadRoute(api, { ...acceptance, path, rateLimit, sharedRateLimit });
  });
  const apiPrefix = path.slice(0, path.lastIndexOf('query/add'));
  await app.register(async (forms) => {
    registerFormRoutes(forms, {
      ...acceptance,
      prefix: `${apiPrefix}forms/`,
      distDir: options.distDir,
      downloadFileName: options.downloadFileName ?? DEFAULT_DOWNLOAD_FILE_NAME,
      rateLimit,
      sharedRateLimit,
    });
  });
  registerRedirects(app, { distDir: options.distDir });
  await registerStaticSite(app, { distDir: options.distDir, apiPrefix });
  return app;
}
