import { createReadStream } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BrochureLead, ContactQuery } from '../../generated/schema-types.ts';
import { acceptLead, type LeadAcceptance, type LeadOutcome } from '../lead-acceptance.ts';
import { LEAD_BODY_LIMIT, thankYouMessage } from '../lead-route.ts';
import { rateLimitHook, type LeadRateLimit } from '../rate-limit.ts';
import type { TakeRateLimitHit } from '../sliding-window-limit.ts';
import { brochureFile } from './brochure-file.ts';
import { brochureFormPage, type BrochureFormFields } from './brochure-form-page.ts';
import { contactFormPage, type ContactFormFields } from './contact-form-page.ts';
import { registerFormBodyParser, type FormFields } from './form-body-parser.ts';
import { registerFormErrorPage, sendFormPage } from './form-error-page.ts';
import { sortProblems } from './form-problems.ts';
import { messagePage } from './message-page.ts';
import { returnPath } from './return-path.ts';
import { attachmentHeader } from './site-download-name.ts';

export interface FormRoutesOptions extends LeadAcceptance {
  /** `{apiBase}forms/`, e.g. /api/forms/ (src/browser/forms/api-base.ts names the same paths). */
  prefix: string;
  /** The built site: its 404.html lends the pages their look, its brochures/ the files. */
  distDir: string;
  /** What a brochure is saved as (site.json `downloadFileName`). */
  downloadFileName: string;
  rateLimit: LeadRateLimit;
  /** The same count as the JSON API's, so switching between the two buys a script nothing. */
  sharedRateLimit?: TakeRateLimitHit;
}

const CONTACT_FIELDS = ['name', 'email', 'message', 'website'] as const;
const BROCHURE_FIELDS = ['name', 'email', 'mobile', 'website'] as const;

function fieldsOf(body: unknown): FormFields {
  return body !== null && typeof body === 'object' ? (body as FormFields) : {};
}

function pick<Name extends string>(fields: FormFields, names: readonly Name[]): Record<Name, string> {
  return Object.fromEntries(names.map((name) => [name, fields[name] ?? ''])) as Record<Name, string>;
}

/** The body the browser's contact form sends (src/browser/forms/contact-query.ts), from the posted fields. */
function toContactQuery(values: ContactFormFields): ContactQuery {
  const query: ContactQuery = {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message,
    type: 'query',
  };
  return values.website ? { ...query, website: values.website } : query;
}

/** The body the browser's details popup sends (src/browser/forms/brochure-lead.ts). */
function toBrochureLead(values: BrochureFormFields, brochure: string): BrochureLead {
  const lead: BrochureLead = {
    name: values.name.trim(),
    email: values.email,
    mobile: values.mobile,
    query: 'pdf',
    brochure,
  };
  return values.website ? { ...lead, website: values.website } : lead;
}

/** Field messages and the alerts above the form, for a lead that was refused or not saved. */
function problemsOf(outcome: Exclude<LeadOutcome, { status: 200 }>, fields: readonly string[]) {
  if (outcome.status === 503) return { byField: {}, alerts: [outcome.message] };
  const { byField, general } = sortProblems(outcome.errors, fields);
  return { byField, alerts: [outcome.message, ...general] };
}

/**
 * The lead forms for browsers without scripts, on the JSON API's validation, honeypot and rate
 * limit: POST {prefix}contact answers with the thank-you page; GET {prefix}brochure?file= is the
 * details form and POST {prefix}brochure answers with the PDF. Refused input comes back in the form
 * with each field's message.
 */
export function registerFormRoutes(scope: FastifyInstance, options: FormRoutesOptions): void {
  const { distDir, prefix } = options;
  const countRequest = rateLimitHook(options.rateLimit, options.sharedRateLimit);
  const onRequest = countRequest ? [countRequest] : [];
  registerFormBodyParser(scope, LEAD_BODY_LIMIT);
  registerFormErrorPage(scope, distDir, prefix);

  const noSuchBrochure = (reply: FastifyReply, back: string) =>
    sendFormPage(
      reply,
      distDir,
      404,
      'Brochure not found',
      messagePage('Brochure not found', 'We could not find that brochure.', back),
    );

  scope.post(`${prefix}contact`, { bodyLimit: LEAD_BODY_LIMIT, onRequest }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const values = pick(fields, CONTACT_FIELDS);
    const from = returnPath(fields.from, request.headers.referer, prefix);
    const outcome = await acceptLead(toContactQuery(values), request, options);
    if (outcome.status === 200) {
      return sendFormPage(
        reply,
        distDir,
        200,
        'Thank you',
        messagePage('Thank you', thankYouMessage(outcome.lead), from),
      );
    }
    const { byField, alerts } = problemsOf(outcome, CONTACT_FIELDS);
    const form = contactFormPage({ action: request.url, values, errors: byField, alerts, from });
    return sendFormPage(reply, distDir, outcome.status, 'Please check your message', form);
  });

  scope.get(`${prefix}brochure`, async (request: FastifyRequest<{ Querystring: { file?: string } }>, reply) => {
    const from = returnPath(undefined, request.headers.referer, prefix);
    const file = request.query.file;
    if (!brochureFile(distDir, file)) return noSuchBrochure(reply, from);
    const values = pick({}, BROCHURE_FIELDS);
    const form = brochureFormPage({ action: `${prefix}brochure`, file: file!, values, errors: {}, alerts: [], from });
    return sendFormPage(reply, distDir, 200, 'Enter Your Details', form);
  });

  scope.post(`${prefix}brochure`, { bodyLimit: LEAD_BODY_LIMIT, onRequest }, async (request, reply) => {
    const fields = fieldsOf(request.body);
    const from = returnPath(fields.from, request.headers.referer, prefix);
    const path = brochureFile(distDir, fields.file);
    // Checked before anything is stored: a lead for a brochure that does not exist helps no one.
    if (!path || !fields.file) return noSuchBrochure(reply, from);
    const values = pick(fields, BROCHURE_FIELDS);
    const outcome = await acceptLead(toBrochureLead(values, fields.file), request, options);
    if (outcome.status === 200) {
      return reply
        .header('content-disposition', attachmentHeader(options.downloadFileName))
        .header('cache-control', 'no-store')
        .type('application/pdf')
        .send(createReadStream(path));
    }
    const { byField, alerts } = problemsOf(outcome, BROCHURE_FIELDS);
    const form = brochureFormPage({ action: request.url, file: fields.file, values, errors: byField, alerts, from });
    return sendFormPage(reply, distDir, outcome.status, 'Enter Your Details', form);
  });
}
