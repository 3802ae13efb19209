import { Button, Fieldset, Group, Stack } from '@mantine/core';
import type { JsonSchema } from '../server-api/types';
import { insertItem, joinPointer, type Json } from '../document/json-pointer';
import { fieldLabel } from '../../../schema';
import { initialValue } from '../schema/field-kind';
import { fieldId, useFormContext } from './form-context';
import { ItemToolbar } from './ItemToolbar';
import type { FieldProps } from './field-props';
import { FieldsetIntro } from './FieldsetIntro';
import { RemoveFieldButton } from './RemoveFieldButton';

/** A list: every item with its own move/duplicate/remove buttons, and "Add" at the end. */
export function ArrayField({ pointer, resolved, value, label, required }: FieldProps) {
  const { registry, edit, change, Field } = useFormContext();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = registry.child(resolved, resolved.schema.items as JsonSchema | undefined);
  const itemTitle = typeof itemSchema.schema.title === 'string' ? itemSchema.schema.title : 'Item';
  const maxItems = resolved.schema.maxItems as number | undefined;
  // A new item starts from the item schema's example, or from the list's own first example item.
  const listExample = Array.isArray(resolved.schema.examples)
    ? (resolved.schema.examples[0] as Json[] | undefined)
    : undefined;
  const newItem = () =>
    itemSchema.schema.examples || itemSchema.schema.default !== undefined || !listExample?.[0]
      ? initialValue(itemSchema.schema)
      : structuredClone(listExample[0]);
  return (
    <Fieldset legend={label} id={fieldId(pointer)} tabIndex={-1}>
      <FieldsetIntro pointer={pointer} resolved={resolved} />
      <Stack gap="sm">
        {items.map((item, index) => {
          // "Paragraph 2", as the field's own label names it (fieldLabel), never "Paragraphs item 1".
          const itemName = fieldLabel(itemSchema, index);
          const field = (
            <Field pointer={joinPointer(pointer, index)} resolved={itemSchema} value={item} name={index} required />
          );
          // The buttons sit on a line of their own above the item: beside it they took 134 px from
          // every nested level, and a product's Description was left 48 px wide (issue 25).
          return (
            <Stack key={index} gap={4}>
              <Group justify="flex-end">
                <ItemToolbar listPointer={pointer} index={index} count={items.length} itemName={itemName} />
              </Group>
              {field}
            </Stack>
          );
        })}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            disabled={maxItems !== undefined && items.length >= maxItems}
            onClick={() =>
              value === undefined
                ? change(pointer, [newItem()])
                : edit((doc) => insertItem(doc, pointer, items.length, newItem()))
            }
          >
            Add {itemTitle}
          </Button>
          {!required && <RemoveFieldButton pointer={pointer} label={label} />}
        </Group>
      </Stack>
    </Fieldset>
  );
}
