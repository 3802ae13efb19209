import { escapeHtml } from './escape-html.ts';
import { formAlert, hiddenField, honeypotField, textField } from './form-fields.ts';

/** What the brochure details form posts (the popup in src/browser/blocks/DownloadList asks the same). */
export interface BrochureFormFields {
  name: string;
  email: string;
  mobile: string;
  website: string;
}

export interface BrochureFormPageProps {
  action: string;
  /** The brochure asked for, e.g. /brochures/belt-roller.pdf. */
  file: string;
  values: BrochureFormFields;
  errors: Partial<Record<keyof BrochureFormFields, string>>;
  alerts: string[];
  from: string;
}

/** "Enter Your Details" as a page: where a Download button leads when no script runs. */
export function brochureFormPage(props: BrochureFormPageProps): string {
  const { values, errors } = props;
  return `<form class="server-form" method="post" action="${escapeHtml(props.action)}" novalidate>
<h1>Enter Your Details</h1>
<p>Your brochure downloads as soon as you send your details.</p>
${formAlert(props.alerts)}
${textField({ name: 'name', label: 'Name', value: values.name, error: errors.name, autocomplete: 'name' })}
${textField({ name: 'email', label: 'Email', type: 'email', value: values.email, error: errors.email, required: true, autocomplete: 'email' })}
${textField({ name: 'mobile', label: 'Mobile', type: 'tel', value: values.mobile, error: errors.mobile, required: true, autocomplete: 'tel-national', hint: '10 digits' })}
${honeypotField(values.website)}
${hiddenField('file', props.file)}
${hiddenField('from', props.from)}
<button type="submit">Submit</button>
<p><a href="${escapeHtml(props.from)}">Back</a></p>
</form>`;
}
