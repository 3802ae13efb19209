import { ActionIcon, Group } from '@mantine/core';
import { duplicateItem, moveItem, removeItem } from '../document/json-pointer';
import { afterDuplicate, afterMove, afterRemove, type Reindex } from '../document/list-reindex';
import { useFormContext } from './form-context';

export interface ItemToolbarProps {
  /** The array's pointer. */
  listPointer: string;
  index: number;
  count: number;
  /** How the item is named to screen readers ('Slide 2', 'Block 3: Banner'). */
  itemName: string;
  /** Called with the item's new index after a move, so the caller can keep focus on it. */
  onMoved?(to: number): void;
  /** Called after every edit with where each item went, for state the caller keeps by index. */
  onReindex?(reindex: Reindex): void;
}

/** Move up, move down, duplicate and remove: real buttons with names, so the keyboard reaches them. */
export function ItemToolbar({ listPointer, index, count, itemName, onMoved, onReindex }: ItemToolbarProps) {
  const { edit } = useFormContext();
  const move = (to: number) => {
    edit((doc) => moveItem(doc, listPointer, index, to));
    onReindex?.(afterMove(index, to));
    onMoved?.(to);
  };
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
        onClick={() => {
          edit((doc) => duplicateItem(doc, listPointer, index));
          onReindex?.(afterDuplicate(index));
        }}
      >
        ⊕
      </ActionIcon>
      <ActionIcon
        variant="default"
        color="red"
        aria-label={`Remove ${itemName}`}
        onClick={() => {
          edit((doc) => removeItem(doc, listPointer, index));
          onReindex?.(afterRemove(index));
        }}
      >
        ✕
      </ActionIcon>
    </Group>
  );
}
