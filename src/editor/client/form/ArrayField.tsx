import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useMemo } from 'react';
import type { JsonSchema } from '../server-api/types';
import { itemIdOf } from '../document/item-ids';
import { joinPointer, type Json } from '../document/json-pointer';
import { fieldLabel, newItem, withFreshIds } from '../../../schema';
import { listItemSchema } from '../document/list-item-schema';
import { useEditorDispatch, useEditorStore } from '../store/editor-store';
import { fieldId, useFormContext } from './form-context';
import { ItemToolbar } from './ItemToolbar';
import type { FieldProps } from './field-props';
import { FieldsetIntro } from './FieldsetIntro';
import { RemoveFieldButton } from './RemoveFieldButton';

/**
 * A list: every item with its own move/duplicate/remove buttons, and "Add" at the end. Items that are
 * objects are keyed by their editor identity, so an item's inputs move with it; texts by position.
 */
export function ArrayField({ pointer, resolved, value, label, required }: FieldProps) {
  const { registry, layer, root, Field } = useFormContext();
  const store = useEditorStore();
  const dispatch = useEditorDispatch();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = useMemo(
    () => registry.child(resolved, resolved.schema.items as JsonSchema | undefined),
    [registry, resolved],
  );
  const itemTitle = typeof itemSchema.schema.title === 'string' ? itemSchema.schema.title : 'Item';
  const maxItems = resolved.schema.maxItems as number | undefined;
  // New items and copies come from the schema layer, reading the document as it is at the click.
  const itemSchemaAt = (index: number) => listItemSchema(layer, root, store.getState().history.present, pointer, index);
  const addItem = () => newItem(layer, itemSchemaAt(items.length), items);
  const copyOf = (item: Json, index: number) => () => withFreshIds(layer, itemSchemaAt(index), item, items);
  return (
    <Fieldset legend={label} id={fieldId(pointer)} tabIndex={-1}>
      <FieldsetIntro pointer={pointer} resolved={resolved} />
      <Stack gap="sm">
        {items.map((item, index) => {
          // "Paragraph 2", as the field's own label names it (fieldLabel), never "Paragraphs item 1".
          const itemName = fieldLabel(itemSchema, index);
          // The buttons sit on a line of their own above the item: beside it they took 134 px from
          // every nested level, and a product's Description was left 48 px wide.
          return (
            <Stack key={itemIdOf(item) ?? index} gap={4}>
              <Group justify="flex-end">
                <ItemToolbar
                  listPointer={pointer}
                  index={index}
                  count={items.length}
                  itemName={itemName}
                  copy={copyOf(item, index)}
                />
              </Group>
              <Field pointer={joinPointer(pointer, index)} resolved={itemSchema} value={item} name={index} required />
            </Stack>
          );
        })}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            disabled={maxItems !== undefined && items.length >= maxItems}
            onClick={() =>
              dispatch({ type: 'insertItem', listPointer: pointer, index: items.length, value: addItem() })
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
