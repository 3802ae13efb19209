import type { ContactQuery } from '../../generated/schema-types';
import validateContactQuery from '../../generated/validators/contact-query.js';
import { leadFieldErrors } from './lead-field-errors';

/** What the contact form holds while the visitor types; `website` is the honeypot. */
export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  website: string;
}

export const emptyContactForm: ContactFormValues = { name: '', email: '', message: '', website: '' };

/** The fields the visitor types; their messages are `errorMessage` in schemas/api/contact-query.schema.json. */
const typedFields = ['name', 'email', 'message'] as const;

/** The request body (schemas/api/contact-query.schema.json); the honeypot only when a bot filled it. */
export function toContactQuery(values: ContactFormValues): ContactQuery {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    message: values.message,
    type: 'query',
    ...(values.website ? { website: values.website } : {}),
  };
}

/** Per-field messages from the schema's own rules, for @mantine/form's `validate`. */
export function contactFormErrors(values: ContactFormValues): Partial<Record<keyof ContactFormValues, string>> {
  return leadFieldErrors(validateContactQuery, { ...toContactQuery(values) }, typedFields);
}
