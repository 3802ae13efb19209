import { Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { fieldId, useFieldError, useFormContext } from './form-context';
import { describe, type FieldProps } from './field-props';

export function SelectField({ pointer, resolved, value, label, required }: FieldProps) {
  const { change } = useFormContext();
  const options = (resolved.schema.enum as unknown[]).map(String);
  const fallback = resolved.schema.default === undefined ? null : String(resolved.schema.default);
  return (
    <Select
      id={fieldId(pointer)}
      label={label}
      description={describe(resolved)}
      data={options}
      value={typeof value === 'string' ? value : fallback}
      onChange={(next) => change(pointer, next ?? undefined)}
      clearable={!required}
      required={required}
      error={useFieldError(pointer)}
      allowDeselect={!required}
    />
  );
}

/** A value the schema fixes (a block's `type`): shown, not editable. */
export function ConstantField({ pointer, value, label }: FieldProps) {
  return <TextInput id={fieldId(pointer)} label={label} value={String(value ?? '')} readOnly variant="filled" />;
}

export function BooleanField({ pointer, resolved, value, label }: FieldProps) {
  const { change } = useFormContext();
  const checked = typeof value === 'boolean' ? value : resolved.schema.default === true;
  return (
    <Checkbox
      id={fieldId(pointer)}
      label={label}
      description={describe(resolved)}
      checked={checked}
      onChange={(event) => change(pointer, event.currentTarget.checked)}
      error={useFieldError(pointer)}
    />
  );
}

export function NumberField({ pointer, resolved, value, label, required }: FieldProps) {
  const { change } = useFormContext();
  const { schema } = resolved;
  const integer = schema.type === 'integer';
  return (
    <NumberInput
      id={fieldId(pointer)}
      label={label}
      description={describe(resolved)}
      value={typeof value === 'number' ? value : ''}
      placeholder={schema.default === undefined ? undefined : `Default: ${String(schema.default)}`}
      min={schema.minimum as number | undefined}
      max={schema.maximum as number | undefined}
      allowDecimal={!integer}
      required={required}
      error={useFieldError(pointer)}
      onChange={(next) => change(pointer, typeof next === 'number' ? next : undefined, pointer)}
    />
  );
}
