/**
 * The spec's e-mail and mobile rules apply to what is stored, not to what people type, so API
 * callers get the same leniency as the brochure form (src/browser/forms/normalize-contact.ts):
 * `RAVI@Example.com` becomes `ravi@example.com`, `+91 98765-43210` becomes `9876543210`.
 * Anything that is not a string is left for validation to refuse.
 */
export function normalizeLeadBody(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const lead = { ...(body as Record<string, unknown>) };
  if (typeof lead.email === 'string') lead.email = lead.email.trim().toLowerCase();
  if (typeof lead.mobile === 'string') lead.mobile = lead.mobile.replace(/[\s-]+/g, '').replace(/^(?:\+91|0)/, '');
  return lead;
}
