import { ActionIcon, Badge, Button, Group, Menu, NavLink, Stack, Text } from '@mantine/core';
import { formatIndianDate } from '../../../collections/format-date';
import type { CollectionEntryListing, CollectionListing } from '../server-api/types';

export interface CollectionsNavProps {
  collections: readonly CollectionListing[];
  /** Lower-case text an entry's title or slug must contain (the panel's search). */
  needle: string;
  openFile: string | undefined;
  onOpen(file: string): void;
  onCreate(collection: CollectionListing): void;
  onDelete(entry: CollectionEntryListing): void;
  onChangeAddress(entry: CollectionEntryListing): void;
}

/** What a list shows under an entry's title: its date and, when visitors do not see it, why. */
function EntryDescription({ entry }: { entry: CollectionEntryListing }) {
  return (
    <Group gap={6} component="span">
      <span>{entry.date ? formatIndianDate(entry.date) : 'No date'}</span>
      {entry.scheduled && (
        <Badge size="xs" color="yellow" variant="light" component="span">
          Scheduled
        </Badge>
      )}
      {entry.expired && (
        <Badge size="xs" color="gray" variant="light" component="span">
          Expired
        </Badge>
      )}
    </Group>
  );
}

const matches = (entry: CollectionEntryListing, needle: string) =>
  entry.title.toLowerCase().includes(needle) || entry.slug.includes(needle);

/** Each collection (Blog posts, Job openings, News) with its entries, newest first, and its New button. */
export function CollectionsNav({
  collections,
  needle,
  openFile,
  onOpen,
  onCreate,
  onDelete,
  onChangeAddress,
}: CollectionsNavProps) {
  return (
    <Stack gap="sm" mt="md">
      {collections.map((collection) => {
        const entries = collection.entries.filter((entry) => matches(entry, needle));
        return (
          <nav key={collection.name} aria-label={collection.title}>
            <Group justify="space-between" wrap="nowrap" mb={4}>
              <Text fw={600} size="sm" component="h2">
                {collection.title}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => onCreate(collection)}>
                New {collection.entryTitle.toLowerCase()}…
              </Button>
            </Group>
            {entries.length === 0 && (
              <Text size="xs" c="dimmed">
                {collection.entries.length === 0 ? 'None yet.' : 'None match the search.'}
              </Text>
            )}
            {entries.map((entry) => (
              <Group key={entry.file} gap={0} wrap="nowrap">
                <NavLink
                  component="button"
                  variant="filled"
                  color="blue.9"
                  label={entry.title}
                  description={<EntryDescription entry={entry} />}
                  active={openFile === entry.file}
                  aria-current={openFile === entry.file ? 'page' : undefined}
                  onClick={() => onOpen(entry.file)}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <Menu position="bottom-end" withinPortal>
                  <Menu.Target>
                    <ActionIcon variant="subtle" aria-label={`Actions for ${entry.title}`}>
                      ⋯
                    </ActionIcon>
                  </Menu.Target>
                  <Menu.Dropdown>
                    {entry.route !== undefined && (
                      <Menu.Item onClick={() => onChangeAddress(entry)}>Change address…</Menu.Item>
                    )}
                    <Menu.Item color="red" onClick={() => onDelete(entry)}>
                      Delete…
                    </Menu.Item>
                  </Menu.Dropdown>
                </Menu>
              </Group>
            ))}
          </nav>
        );
      })}
    </Stack>
  );
}
