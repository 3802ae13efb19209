import type { FastifyRequest } from 'fastify';
import type { Lead } from '../generated/schema-types.ts';
import type { LeadStore, NewLead } from './storage/lead-store.ts';
import type { FieldProblem, LeadValidator } from './lead-validation.ts';
import { findUnsafeText } from './lead-text-check.ts';
import { normalizeLeadBody } from './normalize-lead.ts';
import type { ChannelName } from './storage/outbox-records.ts';

/** What storing a lead needs; the JSON API and the plain HTML forms share one of these. */
export interface LeadAcceptance {
  store: LeadStore;
  validate: LeadValidator;
  /** A delivery row is written with each lead for each of these (the outbox). */
  channels: readonly ChannelName[];
  /** Called after a new lead is committed (the delivery worker sends it at once). */
  onStored?: () => void;
}

/**
 * The outcome of one submitted body: refused (400, field by field), not saved (503), or accepted.
 * `trapped` is a filled honeypot: answered as accepted so a bot learns nothing, but nothing is kept.
 */
export type LeadOutcome =
  | { status: 400; message: string; errors: FieldProblem[] }
  | { status: 503; message: string }
  | { status: 200; lead: Lead; trapped: boolean };

/** Browsers send a few hundred characters; anything longer is not worth storing. */
const USER_AGENT_LIMIT = 512;

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

/** Checks a body against schemas/api and stores it, once: the one path every lead takes. */
export async function acceptLead(
  body: unknown,
  request: FastifyRequest,
  options: LeadAcceptance,
): Promise<LeadOutcome> {
  const unsafe = findUnsafeText(body);
  if (unsafe) return { status: 400, message: 'Some details are not valid.', errors: [unsafe] };
  const check = options.validate(normalizeLeadBody(body));
  if (!check.ok) return { status: 400, message: 'Some details are missing or not valid.', errors: check.errors };
  if (check.lead.website) return { status: 200, lead: check.lead, trapped: true };
  try {
    // A duplicate (the same lead again within minutes) is answered as usual but stored and sent once.
    const { duplicate } = await options.store.add(toNewLead(check.lead, request), options.channels);
    if (!duplicate) options.onStored?.();
  } catch (error) {
    request.log.error({ err: error }, 'could not store a lead');
    return { status: 503, message: 'We could not save your details just now. Please try again in a few minutes.' };
  }
  return { status: 200, lead: check.lead, trapped: false };
}
