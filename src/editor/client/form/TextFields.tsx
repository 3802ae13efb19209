import { ActionIcon, Autocomplete, Menu, Textarea, TextInput } from '@mantine/core';
import type { Json } from '../document/json-pointer';
import { fieldId, useFieldError, useFormContext } from './form-context';
import { describe, type FieldProps } from './field-props';

/**
 * What typing `text` stores: an optional field emptied is removed (the schema's default applies),
 * a required one keeps '' so the validator names it; ids typed as digits stay numbers if they were.
 */
function typedValue(text: string, previous: Json | undefined, required: boolean, types: unknown): Json | undefined {
  if (text === '') return required ? '' : undefined;
  const allowsInteger = Array.isArray(types) && types.includes('integer');
  if (allowsInteger && typeof previous === 'number' && /^\d+$/.test(text)) return Number(text);
  return text;
}

/** Offers site.json values (`{{contact.email}}`) to insert, so pages do not copy them by hand. */
export function SiteReferenceMenu({ label, onPick }: { label: string; onPick(token: string): void }) {
  const { siteReferences } = useFormContext();
  if (siteReferences.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" aria-label={`Insert a site value into ${label}`}>
          {'{}'}
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={300} style={{ overflowY: 'auto' }}>
        {siteReferences.map((reference) => (
          <Menu.Item key={reference.token} onClick={() => onPick(reference.token)}>
            {reference.token} <small>({reference.value})</small>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function TextField({
  pointer,
  resolved,
  value,
  label,
  required,
  multiline,
}: FieldProps & { multiline: boolean }) {
  const { change } = useFormContext();
  const error = useFieldError(pointer);
  const text = value === undefined || value === null ? '' : String(value);
  const update = (next: string) => change(pointer, typedValue(next, value, required, resolved.schema.type), pointer);
  const common = {
    id: fieldId(pointer),
    label,
    description: describe(resolved),
    value: text,
    required,
    error,
    rightSection: <SiteReferenceMenu label={label} onPick={(token) => update(text + token)} />,
    rightSectionPointerEvents: 'all' as const,
  };
  return multiline ? (
    <Textarea {...common} autosize minRows={2} maxRows={12} onChange={(event) => update(event.currentTarget.value)} />
  ) : (
    <TextInput {...common} onChange={(event) => update(event.currentTarget.value)} />
  );
}

/** A link target: a route of this site picked from the list, or an external address typed in. */
export function LinkField({ pointer, resolved, value, label, required }: FieldProps) {
  const { change, routes, siteReferences } = useFormContext();
  const text = typeof value === 'string' ? value : '';
  const external = siteReferences
    .filter((reference) => /^(mailto:|tel:|https:)/.test(reference.value))
    .map((reference) => reference.token);
  return (
    <Autocomplete
      id={fieldId(pointer)}
      label={label}
      description={describe(resolved)}
      placeholder="/route, https://…, mailto:…"
      data={[...routes, ...external]}
      value={text}
      required={required}
      error={useFieldError(pointer)}
      limit={50}
      onChange={(next) => change(pointer, next === '' && !required ? undefined : next, pointer)}
    />
  );
}
