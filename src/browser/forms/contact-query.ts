import type { ContactQuery } from '../../generated/schema-types';

/** What the contact form holds while the visitor types; `website` is the honeypot. */
export interface ContactFormValues {
  name: string;
  email: string;
  message: string;
  website: string;
}

export const emptyContactForm: ContactFormValues = { name: '', email: '', message: '', website: '' };

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
