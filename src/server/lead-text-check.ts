import type { FieldProblem } from './lead-validation.ts';

/**
 * C0 controls but tab, line feed and carriage return (a message has lines), DEL and the C1 controls:
 * nothing a person types into a form, and they garble the e-mail, the CSV and terminals.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/**
 * Bidirectional embeddings, overrides and isolates reorder the text around them: "Trojan Source"
 * tricks that make a name or message read differently in the sales team's mail than it is stored.
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this text cannot be stored, or null when it can. */
function textProblem(text: string): string | null {
  // A lone surrogate (from a JSON \ud800 escape) is not a character: it cannot be written as UTF-8.
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (it has a lone surrogate)';
  if (CONTROL.test(text)) return 'must not contain control characters';
  if (BIDI_CONTROL.test(text)) return 'must not contain bidirectional override characters';
  return null;
}

/**
 * The first form field (top-level string) holding text that must not be stored, or null. Runs before
 * schema validation, so a field is refused for what it contains whatever the schemas say.
 */
export function findUnsafeText(body: unknown): FieldProblem | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const problem = textProblem(value);
    if (problem) return { field, problem };
  }
  return null;
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as text, or null when its bytes are not valid UTF-8 (JSON must be). */
export function decodeUtf8(bytes: Buffer): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
}
