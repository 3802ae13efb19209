import { Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import type { JsonSchema } from '../server-api/types';
import { joinPointer, type Json } from '../document/json-pointer';
import { fieldLabel, inputKind, newItem } from '../../../schema';
import { fieldId, useFormContext } from './form-context';
import { describe, type FieldProps } from './field-props';
import { AdvancedFields } from './AdvancedFields';
import { FieldsetIntro } from './FieldsetIntro';

/** Kept by the editor itself (the server writes them): not for authors to type. */
const EDITOR_MANAGED = new Set(['$schema', 'schemaVersion']);

function hasProblemsUnder(problems: ReadonlyMap<string, unknown>, pointer: string): boolean {
  for (const at of problems.keys()) if (at === pointer || at.startsWith(`${pointer}/`)) return true;
  return false;
}

/** The fields of an object, in the schema's order. Optional groups (objects, lists) are added on demand. */
export function ObjectProperties({ pointer, resolved, value }: Pick<FieldProps, 'pointer' | 'resolved' | 'value'>) {
  const { registry, change, Field, problems } = useFormContext();
  const object = value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {};
  const properties = (resolved.schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((resolved.schema.required as string[] | undefined) ?? []);
  const fields = Object.entries(properties)
    .filter(([key]) => !EDITOR_MANAGED.has(key))
    .map(([key, node]) => ({ key, child: registry.child(resolved, node) }));
  const field = ({ key, child }: (typeof fields)[number]) => {
    const childPointer = joinPointer(pointer, key);
    const isRequired = required.has(key);
    const kind = inputKind(child);
    const isGroup = kind === 'object' || kind === 'image' || kind === 'array';
    if (isGroup && !isRequired && object[key] === undefined) {
      const title = fieldLabel(child, key);
      return (
        <Group key={key} gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => change(childPointer, newItem(registry, child))}
            aria-label={`Add ${title}`}
          >
            + {title}
          </Button>
          <Text size="xs" c="dimmed" style={{ flex: 1 }}>
            {describe(child)}
          </Text>
        </Group>
      );
    }
    return (
      <Field
        key={key}
        pointer={childPointer}
        resolved={child}
        value={object[key] as Json | undefined}
        name={key}
        required={isRequired}
      />
    );
  };
  const advanced = fields.filter(({ child }) => child.schema['x-advanced'] === true);
  return (
    <Stack gap="sm">
      {fields.filter(({ child }) => child.schema['x-advanced'] !== true).map(field)}
      {advanced.length > 0 && (
        <AdvancedFields hasProblems={advanced.some(({ key }) => hasProblemsUnder(problems, joinPointer(pointer, key)))}>
          {advanced.map(field)}
        </AdvancedFields>
      )}
    </Stack>
  );
}

export function ObjectField(props: FieldProps) {
  const { change } = useFormContext();
  return (
    <Fieldset legend={props.label} id={fieldId(props.pointer)} tabIndex={-1}>
      <FieldsetIntro pointer={props.pointer} resolved={props.resolved} />
      <ObjectProperties {...props} />
      {!props.required && (
        <Button variant="subtle" color="red" size="xs" mt="xs" onClick={() => change(props.pointer, undefined)}>
          Remove {props.label}
        </Button>
      )}
    </Fieldset>
  );
}
