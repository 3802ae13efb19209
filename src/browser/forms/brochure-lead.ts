import type { BrochureLead } from '../../generated/schema-types';
import validateBrochureLead from '../../generated/validators/brochure-lead.js';
import { leadFieldErrors } from './lead-field-errors';
import { normalizeEmail, normalizeMobile } from './normalize-contact';

/** What the "Enter Your Details" form holds while the visitor types; `website` is the honeypot. */
export interface BrochureFormValues {
  name: string;
  email: string;
  mobile: string;
  website: string;
}

export const emptyBrochureForm: BrochureFormValues = { name: '', email: '', mobile: '', website: '' };

/** The fields the visitor types; their messages are `errorMessage` in schemas/api/brochure-lead.schema.json. */
const typedFields = ['name', 'email', 'mobile'] as const;

/**
 * The request body (schemas/api/brochure-lead.schema.json), e-mail and mobile normalised; the
 * honeypot only when a bot filled it. Validation checks this body, so what is checked is what is sent.
 */
export function toBrochureLead(values: BrochureFormValues, brochure: string): BrochureLead {
  return {
    name: values.name.trim(),
    email: normalizeEmail(values.email),
    mobile: normalizeMobile(values.mobile),
    query: 'pdf',
    brochure,
    ...(values.website ? { website: values.website } : {}),
  };
}

/** Per-field messages from the schema's own rules, for @mantine/form's `validate`. */
export function brochureFormErrors(
  values: BrochureFormValues,
  brochure: string,
): Partial<Record<keyof BrochureFormValues, string>> {
  return leadFieldErrors(validateBrochureLead, { ...toBrochureLead(values, brochure) }, typedFields);
}
