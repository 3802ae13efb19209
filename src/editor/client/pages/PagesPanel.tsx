import { ActionIcon, Button, Group, Menu, NavLink, ScrollArea, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { CollectionEntryListing, CollectionListing, PagesResponse } from '../server-api/types';
import { ChangeAddressDialog } from './ChangeAddressDialog';
import { CollectionsNav } from './CollectionsNav';
import { NewEntryDialog } from './NewEntryDialog';
import { PageDialogs, type PageDialog } from './PageDialogs';

export interface PagesPanelProps {
  listing: PagesResponse | undefined;
  collections: readonly CollectionListing[];
  openFile: string | undefined;
  /** Asks to open a file (the editor asks first when there are unsaved changes). */
  onOpen(file: string): void;
  onChanged(openFile?: string): void;
}

/**
 * Every page and site.json, searchable by route and title, with create/duplicate/move/delete; below
 * them each collection's entries, with New.
 */
export function PagesPanel({ listing, collections, openFile, onOpen, onChanged }: PagesPanelProps) {
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<PageDialog>();
  const [newEntry, setNewEntry] = useState<CollectionListing>();
  const [renaming, setRenaming] = useState<CollectionEntryListing>();
  const needle = search.trim().toLowerCase();
  const pages = (listing?.pages ?? []).filter(
    (page) => page.route.toLowerCase().includes(needle) || page.title.toLowerCase().includes(needle),
  );
  return (
    <Stack gap="xs" h="100%">
      <TextInput
        label="Find a page or entry"
        placeholder="Route or title"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <Button size="xs" onClick={() => setDialog({ kind: 'create' })}>
        New page…
      </Button>
      <ScrollArea style={{ flex: 1 }}>
        <nav aria-label="Pages">
          {listing && (
            <NavLink
              component="button"
              variant="filled"
              color="blue.9"
              label="Site settings"
              description={listing.site.file}
              active={openFile === listing.site.file}
              onClick={() => onOpen(listing.site.file)}
            />
          )}
          {pages.map((page) => (
            <Group key={page.file} gap={0} wrap="nowrap">
              <NavLink
                component="button"
                variant="filled"
                color="blue.9"
                label={page.route}
                description={page.reserved ? `${page.title} · address the site keeps: move or delete it` : page.title}
                c={page.reserved ? 'red.9' : undefined}
                active={openFile === page.file}
                aria-current={openFile === page.file ? 'page' : undefined}
                onClick={() => onOpen(page.file)}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <ActionIcon variant="subtle" aria-label={`Actions for ${page.route}`}>
                    ⋯
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item onClick={() => setDialog({ kind: 'duplicate', page })}>Duplicate…</Menu.Item>
                  <Menu.Item onClick={() => setDialog({ kind: 'move', page })}>Move / rename…</Menu.Item>
                  <Menu.Item color="red" onClick={() => setDialog({ kind: 'delete', page })}>
                    Delete…
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          ))}
        </nav>
        <CollectionsNav
          collections={collections}
          needle={needle}
          openFile={openFile}
          onOpen={onOpen}
          onCreate={setNewEntry}
          onChangeAddress={setRenaming}
          onDelete={(entry) =>
            setDialog({
              kind: 'delete',
              page: { file: entry.file, route: entry.route ?? entry.title, title: entry.title },
            })
          }
        />
      </ScrollArea>
      <PageDialogs
        dialog={dialog}
        pages={listing?.pages ?? []}
        onClose={() => setDialog(undefined)}
        onDone={onChanged}
      />
      <NewEntryDialog collection={newEntry} onClose={() => setNewEntry(undefined)} onCreated={onChanged} />
      <ChangeAddressDialog entry={renaming} onClose={() => setRenaming(undefined)} onChanged={onChanged} />
    </Stack>
  );
}
