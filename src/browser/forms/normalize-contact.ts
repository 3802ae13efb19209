/**
 * The spec's e-mail and mobile rules apply to what is sent, not to what people type: these turn
 * `RAVI@Example.com ` into `ravi@example.com` and `+91 98765-43210` into `9876543210` before the
 * schema's rules are checked. src/server/normalize-lead.ts does the same for API callers.
 */

/** Trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Spaces and dashes dropped, then one leading +91 (India's country code) or 0 (trunk prefix). */
export function normalizeMobile(mobile: string): string {
  return mobile.replace(/[\s-]+/g, '').replace(/^(?:\+91|0)/, '');
}
