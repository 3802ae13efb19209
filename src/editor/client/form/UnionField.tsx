import { Select, Stack } from '@mantine/core';
import type { JsonSchema } from '../server-api/types';
import type { Json } from '../document/json-pointer';
import { newItem } from '../../../schema';
import { fieldId, useFormContext } from './form-context';
import { ObjectProperties } from './ObjectField';
import type { FieldProps } from './field-props';

/** One of several object shapes, chosen by the discriminator property (`type`). */
export function UnionField({ pointer, resolved, value, label }: FieldProps) {
  const { registry, change } = useFormContext();
  const property = (resolved.schema.discriminator as { propertyName: string }).propertyName;
  const options = (resolved.schema.oneOf as JsonSchema[]).map((option) => registry.child(resolved, option));
  const tagOf = (option: (typeof options)[number]) =>
    String(((option.schema.properties as Record<string, JsonSchema>)[property] ?? {}).const ?? '');
  const current = value && typeof value === 'object' && !Array.isArray(value) ? value[property] : undefined;
  const chosen = options.find((option) => tagOf(option) === current);
  return (
    <Stack gap="sm">
      <Select
        id={fieldId(`${pointer}/${property}`)}
        label={`Kind of ${label.toLowerCase()}`}
        data={options.map((option) => ({ value: tagOf(option), label: String(option.schema.title ?? tagOf(option)) }))}
        value={typeof current === 'string' ? current : null}
        onChange={(next) => {
          const option = options.find((candidate) => tagOf(candidate) === next);
          if (option) change(pointer, newItem(registry, option) as Json);
        }}
      />
      {chosen && <ObjectProperties pointer={pointer} resolved={chosen} value={value} />}
    </Stack>
  );
}
