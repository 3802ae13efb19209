import type { ErrorObject } from 'ajv';

/** What to tell the visitor about one field: when it is empty, and when it is filled in wrongly. */
export interface FieldMessages {
  missing: string;
  invalid?: string;
}

/** A generated standalone validator (src/generated/validators/). */
export interface LeadValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** A "\S" pattern only says "not blank", so breaking it means the field was left empty. */
const NOT_BLANK = '\\S';

function fieldOf(error: ErrorObject): string {
  if (error.keyword === 'required') return (error.params as { missingProperty: string }).missingProperty;
  return error.instancePath.split('/')[1] ?? '';
}

function messageFor(error: ErrorObject, messages: FieldMessages): string {
  switch (error.keyword) {
    case 'required':
    case 'minLength':
      return messages.missing;
    case 'pattern':
      return (error.params as { pattern: string }).pattern === NOT_BLANK
        ? messages.missing
        : (messages.invalid ?? messages.missing);
    case 'maxLength':
      return `Use at most ${(error.params as { limit: number }).limit} characters`;
    default:
      return messages.invalid ?? messages.missing;
  }
}

/**
 * Runs a generated schema validator over a request body and turns its errors into one message per
 * form field, in the shape @mantine/form's `validate` expects. Fields the visitor does not type
 * (type, query, brochure) are not reported here: the server rejects them and the form shows its
 * failure message.
 */
export function leadFieldErrors<F extends string>(
  validate: LeadValidator,
  body: Record<string, unknown>,
  messages: Record<F, FieldMessages>,
): Partial<Record<F, string>> {
  // An empty input is "missing", not "not an e-mail address": validate without empty strings.
  const present = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
  if (validate(present)) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error) as F;
    if (Object.hasOwn(messages, field) && errors[field] === undefined) {
      errors[field] = messageFor(error, messages[field]);
    }
  }
  return errors;
}
