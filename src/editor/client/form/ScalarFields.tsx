import { Checkbox, NumberInput, Select } from '@mantine/core';
import { defaultOf, enumKey, enumOptions, enumValue } from '../../../schema';
import { fieldId, useFieldError, useFormContext } from './form-context';
import { describe, type FieldProps } from './field-props';

/**
 * A choice among the schema's `enum`, shown in its `x-enumTitles` words ("Main page heading", not 1).
 * Mantine's Select holds strings: each option's key maps back to the JSON value, so an integer enum
 * writes the integer 1, never the string "1" validation refuses. An unset optional field shows its
 * default as a placeholder; clearing it removes the field, so the default applies.
 */
export function SelectField({ pointer, resolved, value, label, required }: FieldProps) {
  const { change } = useFormContext();
  const options = enumOptions(resolved);
  const fallback = defaultOf(resolved);
  const fallbackLabel = options.find((option) => option.key === enumKey(resolved, fallback))?.label;
  return (
    <Select
      id={fieldId(pointer)}
      label={label}
      description={describe(resolved)}
      data={options.map((option) => ({ value: option.key, label: option.label }))}
      value={enumKey(resolved, value)}
      placeholder={fallbackLabel === undefined ? 'Choose one' : `Default: ${fallbackLabel}`}
      onChange={(key) => change(pointer, key === null ? undefined : enumValue(resolved, key))}
      clearable={!required}
      required={required}
      error={useFieldError(pointer)}
      allowDeselect={!required}
    />
  );
}

/**
 * A value the schema fixes (a block's `type`): nothing to choose, and its value is an id for the
 * code ('heroCarousel'), not for authors. The block's title already names its kind.
 */
export function ConstantField(_props: FieldProps) {
  return null;
}

export function BooleanField({ pointer, resolved, value, label }: FieldProps) {
  const { change } = useFormContext();
  const checked = typeof value === 'boolean' ? value : defaultOf(resolved) === true;
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
