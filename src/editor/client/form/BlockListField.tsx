import { Badge, Button, Card, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { itemIdOf } from '../document/item-ids';
import { getAt, joinPointer, type Json } from '../document/json-pointer';
import { newItem, withFreshIds } from '../../../schema';
import { listItemSchema } from '../document/list-item-schema';
import type { ResolvedSchema } from '../schema/schema-registry';
import { useEditorDispatch, useEditorState, useEditorStore } from '../store/editor-store';
import { fieldId, useFormContext } from './form-context';
import { ItemToolbar } from './ItemToolbar';
import { ObjectProperties } from './ObjectField';
import type { FieldProps } from './field-props';

/** Id of a block's card: the preview's clicks and the problem list scroll to it. */
export function blockCardId(index: number): string {
  return `block-card-${index}`;
}

/** A short name for a block in the list: its kind and, if it has one, its heading. */
function blockSummary(block: Json, title: string): string {
  const fields = block && typeof block === 'object' && !Array.isArray(block) ? block : {};
  const text = [fields.heading, fields.headline, fields.title, fields.message].find((v) => typeof v === 'string');
  return text ? `${title}: ${String(text)}` : title;
}

/** How many problems the last check found inside one block. */
function useProblemCount(blockPointer: string): number {
  const { problems } = useFormContext();
  let count = 0;
  for (const [at, list] of problems) if (at === blockPointer || at.startsWith(`${blockPointer}/`)) count += list.length;
  return count;
}

interface BlockCardProps {
  listPointer: string;
  index: number;
  count: number;
  block: Json;
  /** The block's editor identity: its fold and selection are kept under it. */
  id: string;
  schema: ResolvedSchema | undefined;
  title: string;
}

/** One block: a folding card. Memoised: typing in another block does not re-render this one. */
const BlockCard = memo(function BlockCard({ listPointer, index, count, block, id, schema, title }: BlockCardProps) {
  const store = useEditorStore();
  const { layer, root } = useFormContext();
  const dispatch = useEditorDispatch();
  // Duplicate: the copy gets ids unique among the blocks (anchors), read when the author clicks.
  const copy = () => {
    const doc = store.getState().history.present;
    const siblings = getAt(doc, listPointer) as Json[];
    return withFreshIds(layer, listItemSchema(layer, root, doc, listPointer, index), block, siblings);
  };
  const open = useEditorState((state) => state.ui.openItems.has(id));
  const selected = useEditorState((state) => state.ui.selectedItem === id);
  const pointer = joinPointer(listPointer, index);
  const problemCount = useProblemCount(pointer);
  const name = `block ${index + 1} (${title})`;
  return (
    <Card
      withBorder
      padding="sm"
      id={blockCardId(index)}
      data-item-id={id}
      data-selected={selected || undefined}
      style={selected ? { outline: '2px solid var(--mantine-color-blue-6)' } : undefined}
    >
      <Group justify="space-between" wrap="nowrap">
        <UnstyledButton
          aria-expanded={open}
          aria-controls={`${blockCardId(index)}-fields`}
          onClick={() => dispatch({ type: 'toggleItem', id })}
          style={{ flex: 1, minWidth: 0 }}
        >
          <Text fw={500} truncate>
            {open ? '▾' : '▸'} {index + 1}. {blockSummary(block, title)}
          </Text>
        </UnstyledButton>
        {problemCount > 0 && (
          <Badge color="red" variant="light">
            {problemCount} {problemCount === 1 ? 'problem' : 'problems'}
          </Badge>
        )}
        <ItemToolbar listPointer={listPointer} index={index} count={count} itemName={name} copy={copy} />
      </Group>
      {open && (
        <div id={`${blockCardId(index)}-fields`} style={{ marginTop: 12 }}>
          {schema ? (
            <ObjectProperties pointer={pointer} resolved={schema} value={block} />
          ) : (
            <Text c="red.8">This block type is not registered; remove it or fix its type in the file.</Text>
          )}
        </div>
      )}
    </Card>
  );
});

/** Chooses a block type and adds it. Memoised: its long option list does not re-render as the author types. */
const BlockPalette = memo(function BlockPalette({ onAdd }: { onAdd(type: string): void }) {
  const { registry } = useFormContext();
  const [newType, setNewType] = useState<string | null>(null);
  const data = useMemo(
    () => registry.blockTypes.map((entry) => ({ value: entry.type, label: entry.title })),
    [registry],
  );
  return (
    <Group align="flex-end" gap="xs">
      <Select
        label="New block type"
        placeholder="Choose a block type"
        searchable
        data={data}
        value={newType}
        onChange={setNewType}
        style={{ flex: 1 }}
      />
      <Button onClick={() => newType && onAdd(newType)} disabled={!newType}>
        Add block
      </Button>
    </Group>
  );
});

/** The page's blocks: one folding card per block, and the palette that adds any registered block type. */
export function BlockListField({ pointer, value }: FieldProps) {
  const { registry, layer } = useFormContext();
  const dispatch = useEditorDispatch();
  const blocks = Array.isArray(value) ? value : [];
  const store = useEditorStore();
  const addBlock = useCallback(
    (newType: string) => {
      const schema = layer.block(newType);
      if (!schema) return;
      const siblings = (getAt(store.getState().history.present, pointer) as Json[] | undefined) ?? [];
      // The schema's template: TODO markers to write, a placeholder picture, fresh ids; never example copy.
      const template = newItem(layer, schema, siblings);
      dispatch({ type: 'insertItem', listPointer: pointer, index: siblings.length, value: template, reveal: true });
    },
    [layer, store, pointer, dispatch],
  );
  return (
    <Stack gap="sm" id={fieldId(pointer)} tabIndex={-1}>
      <Text fw={600}>Blocks</Text>
      {blocks.map((block, index) => {
        const type = block && typeof block === 'object' && !Array.isArray(block) ? block.type : undefined;
        const entry = registry.blockTypes.find((candidate) => candidate.type === type);
        const id = itemIdOf(block) ?? `index-${index}`;
        return (
          <BlockCard
            key={id}
            listPointer={pointer}
            index={index}
            count={blocks.length}
            block={block}
            id={id}
            schema={entry?.schema}
            title={entry?.title ?? `Unknown block "${String(type)}"`}
          />
        );
      })}
      <BlockPalette onAdd={addBlock} />
    </Stack>
  );
}
