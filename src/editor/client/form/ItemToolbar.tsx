import { ActionIcon, Group } from '@mantine/core';
import type { Json } from '../document/json-pointer';
import { useEditorDispatch } from '../store/editor-store';

export interface ItemToolbarProps {
  /** The array's pointer. */
  listPointer: string;
  index: number;
  count: number;
  /** How the item is named to screen readers ('Slide 2', 'Block 3: Banner'). */
  itemName: string;
  /** The copy Duplicate inserts: the item with fresh ids where the schema wants unique ones. */
  copy(): Json;
}

/**
 * Move up, move down, duplicate and remove: real buttons with names, so the keyboard reaches them.
 * The item's editor identity moves with it, so its fold, selection and focus follow it.
 */
export function ItemToolbar({ listPointer, index, count, itemName, copy }: ItemToolbarProps) {
  const dispatch = useEditorDispatch();
  const move = (to: number) => dispatch({ type: 'moveItem', listPointer, from: index, to });
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        aria-label={`Move ${itemName} up`}
        disabled={index === 0}
        onClick={() => move(index - 1)}
      >
        ↑
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Move ${itemName} down`}
        disabled={index === count - 1}
        onClick={() => move(index + 1)}
      >
        ↓
      </ActionIcon>
      <ActionIcon
        variant="default"
        aria-label={`Duplicate ${itemName}`}
        onClick={() => dispatch({ type: 'duplicateItem', listPointer, index, copy: copy() })}
      >
        ⊕
      </ActionIcon>
      <ActionIcon
        variant="default"
        color="red"
        aria-label={`Remove ${itemName}`}
        onClick={() => dispatch({ type: 'removeItem', listPointer, index })}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}
