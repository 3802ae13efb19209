import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lead } from '../generated/schema-types.ts';
import { acceptLead, type LeadAcceptance } from './lead-acceptance.ts';
import { PublicError } from './public-errors.ts';
import { rateLimitHook, type LeadRateLimit } from './rate-limit.ts';
import type { TakeRateLimitHit } from './sliding-window-limit.ts';

export interface LeadRouteOptions extends LeadAcceptance {
  /** `{apiBase}query/add`, e.g. /api/query/add. */
  path: string;
  rateLimit: LeadRateLimit;
  /** The rate-limit count: the store's shared one (PostgreSQL), or one in memory shared with the HTML forms. */
  sharedRateLimit?: TakeRateLimitHit;
}

/** A form body is a few hundred bytes; 16 KiB leaves room for a 5,000-character message in any script. */
export const LEAD_BODY_LIMIT = 16 * 1024;

/** The text the form shows once the lead is stored. */
export function thankYouMessage(lead: Lead): string {
  const name = lead.name?.trim();
  const thanks = name ? `Thank you, ${name}.` : 'Thank you.';
  return 'type' in lead
    ? `${thanks} Our team will contact you within one working day.`
    : `${thanks} Your brochure is downloading, and our team will be in touch about it.`;
}

function requireJson(request: FastifyRequest): void {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new PublicError(415, 'Please send the form as JSON.');
}

/** POST {apiBase}query/add: validate against schemas/api, store, and only then say thank you. */
export function registerLeadRoute(app: FastifyInstance, options: LeadRouteOptions): void {
  const countRequest = rateLimitHook(options.rateLimit, options.sharedRateLimit);

  app.post(options.path, {
    bodyLimit: LEAD_BODY_LIMIT,
    // Both before the body is read: the request is counted first, then a form never posts anything but JSON.
    onRequest: [...(countRequest ? [countRequest] : []), async (request) => requireJson(request)],
    handler: async (request, reply) => {
      const outcome = await acceptLead(request.body, request, options);
      if (outcome.status === 400) return reply.code(400).send({ message: outcome.message, errors: outcome.errors });
      if (outcome.status === 503) return reply.code(503).send({ message: outcome.message });
      return { message: thankYouMessage(outcome.lead) };
    },
  });

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: options.path,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({ message: 'Only POST is accepted here.' }),
  });
}
