import type { BrochureLead } from '../../generated/schema-types';
import validateBrochureLead from '../../generated/validators/brochure-lead.js';
import { leadFieldErrors } from './lead-field-errors';

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

/** The request body (schemas/api/brochure-lead.schema.json); the honeypot only when a bot filled it. */
export function toBrochureLead(values: BrochureFormValues, brochure: string): BrochureLead {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    mobile: values.mobile.trim(),
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
