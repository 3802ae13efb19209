import { escapeHtml } from './escape-html.ts';

export interface TextFieldProps {
  /** The form's name for it, also the key of its value and its message. */
  name: string;
  label: string;
  value: string;
  /** The field's message from the schema, when what was sent is not valid. */
  error?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autocomplete?: string;
  hint?: string;
  multiline?: boolean;
}

/** A labelled input (or textarea) holding what the visitor typed, with its message beside it. */
export function textField(props: TextFieldProps): string {
  const id = `field-${props.name}`;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ');
  const attributes = [
    `id="${id}"`,
    `name="${props.name}"`,
    props.required ? 'required' : '',
    props.autocomplete ? `autocomplete="${props.autocomplete}"` : '',
    props.error ? 'aria-invalid="true"' : '',
    described ? `aria-describedby="${described}"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const control = props.multiline
    ? `<textarea ${attributes}>${escapeHtml(props.value)}</textarea>`
    : `<input type="${props.type ?? 'text'}" ${attributes} value="${escapeHtml(props.value)}">`;
  return [
    `<label for="${id}">${escapeHtml(props.label)}${props.required ? ' *' : ''}</label>`,
    props.hint ? `<p class="field-hint" id="${id}-hint">${escapeHtml(props.hint)}</p>` : '',
    control,
    props.error ? `<p class="field-error" id="${id}-error">${escapeHtml(props.error)}</p>` : '',
  ].join('');
}

/** The honeypot, as the browser forms have it (src/browser/forms/HoneypotField.tsx): people never reach it. */
export function honeypotField(value: string): string {
  return `<div class="trap" aria-hidden="true"><label>Website<input type="text" name="website" tabindex="-1" autocomplete="off" value="${escapeHtml(value)}"></label></div>`;
}

export function hiddenField(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** What is wrong with the form as a whole (problems with no field of their own, a failed save). */
export function formAlert(messages: readonly string[]): string {
  if (messages.length === 0) return '';
  return `<div class="form-alert" role="alert">${messages.map((text) => `<p>${escapeHtml(text)}</p>`).join('')}</div>`;
}
