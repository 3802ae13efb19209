import type { ChangeEvent, CSSProperties, Ref } from 'react';

export interface NativeTextFieldProps {
  /** Which Mantine component's markup (and static class names) to follow. */
  kind: 'TextInput' | 'Textarea';
  id: string;
  label: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The field's message; the field is marked invalid while there is one. */
  error?: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  autoComplete?: string;
  /** Extra class on the input or textarea (fields.module.css's focus ring). */
  inputClassName?: string;
  inputStyle?: CSSProperties;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
}

const LABEL_STYLE = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const ERROR_STYLE = {
  '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
} as CSSProperties;

function wrapperStyle(hasError: boolean, multiline: boolean): CSSProperties {
  return {
    ...(hasError ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(multiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
  } as CSSProperties;
}

/**
 * A plain <input> or <textarea> in exactly the markup Mantine's TextInput/Textarea render (size sm,
 * default variant; NativeTextField.test.tsx compares the two), so Mantine's Input.css styles it the
 * same, without the ~14 KB gzip of Mantine's input and form code in the island.
 */
export function NativeTextField(props: NativeTextFieldProps) {
  const { kind, id, error, required } = props;
  const multiline = kind === 'Textarea';
  const hasError = Boolean(error);
  const errorId = `${id}-error`;
  const part = (name: string, wrapper = 'InputWrapper') => `mantine-${wrapper}-${name} mantine-${kind}-${name}`;
  const inputProps = {
    className: [props.inputClassName, 'm_8fb7ebe7', part('input', 'Input')].filter(Boolean).join(' '),
    style: props.inputStyle,
    'data-variant': 'default',
    'data-error': hasError || undefined,
    type: multiline ? undefined : props.type,
    autoComplete: props.autoComplete,
    required,
    'aria-invalid': hasError || undefined,
    'aria-describedby': hasError ? errorId : undefined,
    id,
    name: props.name,
    value: props.value,
    onChange: props.onChange,
    ref: props.inputRef,
  };
  return (
    <div className={`m_46b77525 ${part('root')}`} data-size="sm" data-error={hasError || undefined}>
      <label
        style={LABEL_STYLE}
        className={`m_8fdc1311 ${part('label')}`}
        data-size="sm"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {props.label}
        {required && (
          <span className={`m_78a94662 ${part('required')}`} aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      <div
        style={wrapperStyle(hasError, multiline)}
        className={`m_6c018570 ${part('wrapper', 'Input')}`}
        data-variant="default"
        data-size="sm"
        data-error={hasError || undefined}
        data-multiline={multiline || undefined}
      >
        {multiline ? <textarea {...inputProps} /> : <input {...inputProps} />}
      </div>
      {hasError && (
        <p style={ERROR_STYLE} className={`m_8f816625 ${part('error')}`} data-size="sm" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
