import validateContactQuery from '../../generated/validators/contact-query.js';
import { toContactQuery, type ContactFormValues } from './contact-query';
import { leadFieldErrors } from './lead-field-errors';

/** The fields the visitor types; their messages are `errorMessage` in schemas/api/contact-query.schema.json. */
const typedFields = ['name', 'email', 'message'] as const;

/**
 * Per-field messages from the schema's own rules. A module of its own because the generated
 * validator is the largest part of the form's code and is needed only when the visitor sends: the
 * form loads it on demand (Form.tsx), not with the island.
 */
export function contactFormErrors(values: ContactFormValues): Partial<Record<keyof ContactFormValues, string>> {
  return leadFieldErrors(validateContactQuery, { ...toContactQuery(values) }, typedFields);
}
