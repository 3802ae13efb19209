import { escapeHtml } from './escape-html.ts';
import { formAlert, hiddenField, honeypotField, textField } from './form-fields.ts';

/** What the contact form posts (src/browser/blocks/Form/Form.tsx names its fields the same). */
export interface ContactFormFields {
  name: string;
  email: string;
  message: string;
  website: string;
}

export interface ContactFormPageProps {
  action: string;
  values: ContactFormFields;
  errors: Partial<Record<keyof ContactFormFields, string>>;
  /** Shown above the fields: the reason the form is back. */
  alerts: string[];
  /** The page the form was first sent from, for the link back and the next post. */
  from: string;
}

/** The contact form again, as the server renders it: what the visitor typed, each field's message. */
export function contactFormPage(props: ContactFormPageProps): string {
  const { values, errors } = props;
  return `<form class="server-form" method="post" action="${escapeHtml(props.action)}" novalidate>
<h1>Please check your message</h1>
${formAlert(props.alerts)}
${textField({ name: 'name', label: 'Name', value: values.name, error: errors.name, required: true, autocomplete: 'name' })}
${textField({ name: 'email', label: 'Email address', type: 'email', value: values.email, error: errors.email, required: true, autocomplete: 'email' })}
${textField({ name: 'message', label: 'Message', value: values.message, error: errors.message, required: true, multiline: true })}
${honeypotField(values.website)}
${hiddenField('from', props.from)}
<button type="submit">Send</button>
<p><a href="${escapeHtml(props.from)}">Back</a></p>
</form>`;
}
