import { Badge, Button, Card, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { insertItem, joinPointer, type Json } from '../document/json-pointer';
import { initialValue } from '../schema/field-kind';
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

/** The page's blocks: one folding card per block, and the palette that adds any registered block type. */
export function BlockListField({ pointer, value }: FieldProps) {
  const { registry, edit, problems, openBlocks, toggleBlock, reindexBlocks, selectedBlock } = useFormContext();
  const blocks = Array.isArray(value) ? value : [];
  const [newType, setNewType] = useState<string | null>(null);
  const blockProblems = (index: number) => {
    const prefix = joinPointer(pointer, index);
    let count = 0;
    for (const [at, list] of problems) if (at === prefix || at.startsWith(`${prefix}/`)) count += list.length;
    return count;
  };
  const addBlock = () => {
    const entry = registry.blockTypes.find((candidate) => candidate.type === newType);
    if (!entry) return;
    const index = blocks.length;
    edit((doc) => insertItem(doc, pointer, index, initialValue(entry.schema.schema)));
    if (!openBlocks.has(index)) toggleBlock(index);
  };
  return (
    <Stack gap="sm" id={fieldId(pointer)} tabIndex={-1}>
      <Text fw={600}>Blocks</Text>
      {blocks.map((block, index) => {
        const type = block && typeof block === 'object' && !Array.isArray(block) ? block.type : undefined;
        const entry = registry.blockTypes.find((candidate) => candidate.type === type);
        const title = entry?.title ?? `Unknown block "${String(type)}"`;
        const name = `block ${index + 1} (${title})`;
        const open = openBlocks.has(index);
        const count = blockProblems(index);
        return (
          <Card
            key={index}
            withBorder
            padding="sm"
            id={blockCardId(index)}
            data-selected={selectedBlock === index || undefined}
            style={selectedBlock === index ? { outline: '2px solid var(--mantine-color-blue-6)' } : undefined}
          >
            <Group justify="space-between" wrap="nowrap">
              <UnstyledButton
                aria-expanded={open}
                aria-controls={`${blockCardId(index)}-fields`}
                onClick={() => toggleBlock(index)}
                style={{ flex: 1, minWidth: 0 }}
              >
                <Text fw={500} truncate>
                  {open ? '▾' : '▸'} {index + 1}. {blockSummary(block, title)}
                </Text>
              </UnstyledButton>
              {count > 0 && (
                <Badge color="red" variant="light">
                  {count} {count === 1 ? 'problem' : 'problems'}
                </Badge>
              )}
              <ItemToolbar
                listPointer={pointer}
                index={index}
                count={blocks.length}
                itemName={name}
                onReindex={reindexBlocks}
              />
            </Group>
            {open && (
              <div id={`${blockCardId(index)}-fields`} style={{ marginTop: 12 }}>
                {entry ? (
                  <ObjectProperties pointer={joinPointer(pointer, index)} resolved={entry.schema} value={block} />
                ) : (
                  <Text c="red.8">This block type is not registered; remove it or fix its type in the file.</Text>
                )}
              </div>
            )}
          </Card>
        );
      })}
      <Group align="flex-end" gap="xs">
        <Select
          label="New block type"
          placeholder="Choose a block type"
          searchable
          data={registry.blockTypes.map((entry) => ({ value: entry.type, label: entry.title }))}
          value={newType}
          onChange={setNewType}
          style={{ flex: 1 }}
        />
        <Button onClick={addBlock} disabled={!newType}>
          Add block
        </Button>
      </Group>
    </Stack>
  );
}
