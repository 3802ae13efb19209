import type { ErrorObject } from 'ajv';

/** A generated standalone validator (src/generated/validators/). */
export interface LeadValidator {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/**
 * The form field an error is about. The schema's `errorMessage` (ajv-errors) reports a missing
 * field at the object, with AJV's own `required` error inside it.
 */
function fieldOf(error: ErrorObject): string {
  const [original] = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  const missing = (original?.params as { missingProperty?: string } | undefined)?.missingProperty;
  return missing ?? error.instancePath.split('/')[1] ?? '';
}

/**
 * Runs a generated schema validator over a request body and returns one message per form field,
 * in the shape @mantine/form's `validate` expects. The words are the schema's own (`errorMessage`
 * in schemas/api/), the same the lead API answers with. Fields the visitor does not type (type,
 * query, brochure) are not reported here: the server rejects them and the form shows its failure
 * message.
 */
export function leadFieldErrors<F extends string>(
  validate: LeadValidator,
  body: Record<string, unknown>,
  fields: readonly F[],
): Partial<Record<F, string>> {
  // An empty input is "missing", not "not an e-mail address": validate without empty strings.
  const present = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== ''));
  if (validate(present)) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const error of validate.errors ?? []) {
    const field = fieldOf(error) as F;
    if (fields.includes(field) && errors[field] === undefined && error.message) errors[field] = error.message;
  }
  return errors;
}
