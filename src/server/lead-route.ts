import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Lead } from '../generated/schema-types.ts';
import type { LeadStore, NewLead } from './storage/lead-store.ts';
import type { LeadValidator } from './lead-validation.ts';
import { findUnsafeText } from './lead-text-check.ts';
import { normalizeLeadBody } from './normalize-lead.ts';
import type { ChannelName } from './storage/outbox-records.ts';
import { PublicError } from './public-errors.ts';
import { rateLimitHook, type LeadRateLimit } from './rate-limit.ts';
import type { TakeRateLimitHit } from './sliding-window-limit.ts';

export interface LeadRouteOptions {
  /** `{apiBase}query/add`, e.g. /api/query/add. */
  path: string;
  store: LeadStore;
  validate: LeadValidator;
  rateLimit: LeadRateLimit;
  /** The store's shared rate-limit count (PostgreSQL); otherwise it is kept in memory. */
  sharedRateLimit?: TakeRateLimitHit;
  /** A delivery row is written with each lead for each of these (the outbox). */
  channels: readonly ChannelName[];
  /** Called after a new lead is committed (the delivery worker sends it at once). */
  onStored?: () => void;
}

/** A form body is a few hundred bytes; 16 KiB leaves room for a 5,000-character message in any script. */
export const LEAD_BODY_LIMIT = 16 * 1024;
/** Browsers send a few hundred characters; anything longer is not worth storing. */
const USER_AGENT_LIMIT = 512;

/** The text the form shows once the lead is stored. */
export function thankYouMessage(lead: Lead): string {
  const name = lead.name?.trim();
  const thanks = name ? `Thank you, ${name}.` : 'Thank you.';
  return 'type' in lead
    ? `${thanks} Our team will contact you within one working day.`
    : `${thanks} Your brochure is downloading, and our team will be in touch about it.`;
}

/** The path of the page the form was on, from the Referer browsers send with same-origin posts. */
function pageOf(referer: string | undefined): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).pathname.slice(0, USER_AGENT_LIMIT);
  } catch {
    return null;
  }
}

function toNewLead(lead: Lead, request: FastifyRequest): NewLead {
  const userAgent = request.headers['user-agent'];
  const isQuery = 'type' in lead;
  return {
    createdAt: new Date().toISOString(),
    kind: isQuery ? 'query' : 'pdf',
    name: lead.name ?? null,
    email: lead.email,
    mobile: isQuery ? null : lead.mobile,
    message: isQuery ? lead.message : null,
    brochure: isQuery ? null : (lead.brochure ?? null),
    userAgent: userAgent?.slice(0, USER_AGENT_LIMIT) ?? null,
    page: pageOf(request.headers.referer),
  };
}

function requireJson(request: FastifyRequest): void {
  const mediaType = request.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json') throw new PublicError(415, 'Please send the form as JSON.');
}

/** POST {apiBase}query/add: validate against schemas/api, store, and only then say thank you. */
export function registerLeadRoute(app: FastifyInstance, options: LeadRouteOptions): void {
  const { store, validate } = options;
  const countRequest = rateLimitHook(options.rateLimit, options.sharedRateLimit);

  app.post(options.path, {
    bodyLimit: LEAD_BODY_LIMIT,
    // Both before the body is read: the request is counted first, then a form never posts anything but JSON.
    onRequest: [...(countRequest ? [countRequest] : []), async (request) => requireJson(request)],
    handler: async (request, reply) => {
      const unsafe = findUnsafeText(request.body);
      if (unsafe) return reply.code(400).send({ message: 'Some details are not valid.', errors: [unsafe] });
      const check = validate(normalizeLeadBody(request.body));
      if (!check.ok) {
        return reply.code(400).send({ message: 'Some details are missing or not valid.', errors: check.errors });
      }
      // A filled honeypot is a bot: answer as usual so it learns nothing, but keep nothing.
      if (check.lead.website) return { message: thankYouMessage(check.lead) };
      try {
        // A duplicate (the same lead again within minutes) is answered as usual but stored and sent once.
        const { duplicate } = await store.add(toNewLead(check.lead, request), options.channels);
        if (!duplicate) options.onStored?.();
      } catch (error) {
        request.log.error({ err: error }, 'could not store a lead');
        return reply
          .code(503)
          .send({ message: 'We could not save your details just now. Please try again in a few minutes.' });
      }
      return { message: thankYouMessage(check.lead) };
    },
  });

  app.route({
    method: ['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: options.path,
    handler: async (_request, reply) =>
      reply.code(405).header('allow', 'POST').send({ message: 'Only POST is accepted here.' }),
  });
}
