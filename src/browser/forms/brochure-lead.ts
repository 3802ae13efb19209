import type { BrochureLead } from '../../generated/schema-types';
import validateBrochureLead from '../../generated/validators/brochure-lead.js';
import { leadFieldErrors, type FieldMessages } from './lead-field-errors';
import { normalizeEmail, normalizeMobile } from './normalize-contact';

/** What the "Enter Your Details" form holds while the visitor types; `website` is the honeypot. */
export interface BrochureFormValues {
  name: string;
  email: string;
  mobile: string;
  website: string;
}

export const emptyBrochureForm: BrochureFormValues = { name: '', email: '', mobile: '', website: '' };

const brochureMessages: Record<'name' | 'email' | 'mobile', FieldMessages> = {
  name: { missing: 'Enter your name' },
  email: { missing: 'Enter your e-mail address', invalid: 'Enter a valid e-mail address like name@company.com' },
  mobile: { missing: 'Enter a 10-digit mobile number' },
};

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
  return leadFieldErrors(validateBrochureLead, { ...toBrochureLead(values, brochure) }, brochureMessages);
}
