import { AppShell, ScrollArea } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { DocumentForm, useSelectBlockFromPreview } from './document/DocumentForm';
import { EditorDialogs } from './document/EditorDialogs';
import { EditorHeader } from './document/EditorHeader';
import { PublishedConflictBanner } from './document/PublishedConflictBanner';
import { PagesPanel } from './pages/PagesPanel';
import { PreviewPane } from './preview/PreviewPane';
import type { SchemaLayer } from '../../schema';
import type { SchemaRegistry } from './schema/schema-registry';
import { useEditorCommands } from './store/editor-commands';
import { createEditorStore, EditorStoreContext, useEditorState, useEditorStore } from './store/editor-store';
import { selectDirty, selectFile } from './store/selectors';
import { useLiveCheck } from './validation/use-live-check';

export interface EditorProps {
  registry: SchemaRegistry;
  /** The schema layer (src/schema): templates and fresh ids for new and duplicated items. */
  layer: SchemaLayer;
  initialFile: string;
}

/** Runs the live check; renders nothing, so its re-render on every edit costs nothing else. */
function LiveCheck() {
  useLiveCheck();
  return null;
}

/** The pages and collections lists; opening another file asks first when there are unsaved changes. */
function PagesNavigation() {
  const store = useEditorStore();
  const commands = useEditorCommands();
  const listing = useEditorState((state) => state.lists.listing);
  const collections = useEditorState((state) => state.lists.collections);
  const file = useEditorState(selectFile);
  const askToOpen = (next: string) => commands.askToOpen(next, selectDirty(store.getState()));
  return (
    <PagesPanel
      listing={listing}
      collections={collections}
      openFile={file}
      onOpen={askToOpen}
      onChanged={(created) => {
        commands.refreshLists().catch(commands.fail);
        if (created) askToOpen(created);
      }}
    />
  );
}

function EditorLayout({ registry, layer, initialFile }: EditorProps) {
  const commands = useEditorCommands();
  const selectBlockFromPreview = useSelectBlockFromPreview();
  const started = useRef(false);
  useEffect(() => {
    // Once, for the file in the address (StrictMode runs effects twice in development; the lists are
    // read once); later files open through the pages list.
    if (started.current) return;
    started.current = true;
    commands.start(initialFile);
  }, [commands, initialFile]);
  return (
    <AppShell navbar={{ width: 280, breakpoint: 0 }} header={{ height: 56 }} padding={0}>
      <AppShell.Header px="md" component="section" aria-label="Editor toolbar">
        <EditorHeader />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <PagesNavigation />
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', height: '100dvh' }}>
        <div style={{ display: 'flex', flex: 1, minWidth: 0, height: 'calc(100dvh - 56px)' }}>
          <ScrollArea
            style={{ width: '44%', minWidth: 360, borderRight: '1px solid var(--mantine-color-gray-3)' }}
            p="md"
          >
            <PublishedConflictBanner />
            <DocumentForm registry={registry} layer={layer} />
          </ScrollArea>
          <div style={{ flex: 1, minWidth: 0, padding: 12 }}>
            <PreviewPane onSelectBlock={selectBlockFromPreview} />
          </div>
        </div>
      </AppShell.Main>
      <EditorDialogs />
      <LiveCheck />
    </AppShell>
  );
}

/**
 * The page editor: one store (store/, a reducer with one file per action) holds the open document,
 * its history, folds, selection, lists and the live check; each part below reads its own slice.
 */
export function Editor(props: EditorProps) {
  const [store] = useState(createEditorStore);
  return (
    <EditorStoreContext.Provider value={store}>
      <EditorLayout {...props} />
    </EditorStoreContext.Provider>
  );
}
