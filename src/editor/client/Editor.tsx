import { Alert, AppShell, Button, Group, ScrollArea, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { fieldTitle } from '../../schema';
import { editorApi } from './server-api/editor-api';
import type { ImageInfo, PagesResponse, Problem, SiteReference } from './server-api/types';
import { ConflictModal, type Conflict } from './document/ConflictModal';
import { DiscardChangesModal } from './document/DiscardChangesModal';
import { getAt, setAt, type Json } from './document/json-pointer';
import { reindexSet } from './document/list-reindex';
import { useEditorDocument } from './document/use-editor-document';
import { useUnsavedChangesGuard, useUndoShortcuts } from './document/use-editor-shortcuts';
import { blockCardId } from './form/BlockListField';
import { fieldId, FormContext, type FormContextValue } from './form/form-context';
import { ObjectProperties } from './form/ObjectField';
import { SchemaField } from './form/SchemaField';
import { PagesPanel } from './pages/PagesPanel';
import { PreviewFrame } from './preview/PreviewFrame';
import { resolveReferences } from './preview/resolve-references';
import type { SchemaRegistry } from './schema/schema-registry';
import { blockIndexOf, pointerAncestors, problemsByPointer, saveBlocker } from './validation/problem-index';
import { ProblemList } from './validation/ProblemList';
import { useLiveCheck } from './validation/use-live-check';

/** Focuses the field a pointer names, or the nearest parent that has one (a missing field's object). */
function focusField(pointer: string) {
  for (const candidate of pointerAncestors(pointer)) {
    const element = document.getElementById(fieldId(candidate));
    if (element) {
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
      return;
    }
  }
}

export interface EditorProps {
  registry: SchemaRegistry;
  initialFile: string;
}

export function Editor({ registry, initialFile }: EditorProps) {
  const document_ = useEditorDocument();
  const { open, doc } = document_;
  const [listing, setListing] = useState<PagesResponse>();
  const [routes, setRoutes] = useState<string[]>([]);
  const [images, setImages] = useState<ImageInfo[]>([]);
  const [siteReferences, setSiteReferences] = useState<SiteReference[]>([]);
  const [openBlocks, setOpenBlocks] = useState<ReadonlySet<number>>(new Set());
  const [selectedBlock, setSelectedBlock] = useState<number>();
  const [conflict, setConflict] = useState<Conflict>();
  const [pendingSwitch, setPendingSwitch] = useState<string>();
  const [saveProblems, setSaveProblems] = useState<Problem[]>();
  const [message, setMessage] = useState<string>();

  const refreshLists = useCallback(async () => {
    const [pages, allRoutes, references] = await Promise.all([
      editorApi.pages(),
      editorApi.routes(),
      editorApi.siteReferences(),
    ]);
    setListing(pages);
    setRoutes(allRoutes);
    setSiteReferences(references);
  }, []);
  const refreshImages = useCallback(async () => {
    const listed = await editorApi.images();
    setImages(listed);
    return listed;
  }, []);

  const openFile = useCallback(
    async (file: string) => {
      await document_.openFile(file);
      setOpenBlocks(new Set());
      setSelectedBlock(undefined);
      setSaveProblems(undefined);
      setMessage(undefined);
      const url = new URL(window.location.href);
      url.searchParams.set('file', file);
      window.history.replaceState(null, '', url);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [document_.openFile],
  );

  useEffect(() => {
    Promise.all([editorApi.pages(), editorApi.routes(), editorApi.siteReferences(), editorApi.images()]).then(
      ([pages, allRoutes, references, allImages]) => {
        setListing(pages);
        setRoutes(allRoutes);
        setSiteReferences(references);
        setImages(allImages);
      },
      (error: unknown) => setMessage(String(error)),
    );
    document_.openFile(initialFile).catch((error: unknown) => setMessage(String(error)));
    // Once, for the file in the address; later files open through openFile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const check = useLiveCheck(open?.file, doc);
  const problems = useMemo(() => check.result?.problems ?? [], [check.result]);
  const file = open?.file ?? '';
  const problemMap = useMemo(() => problemsByPointer(problems, file), [problems, file]);
  const blocker = saveBlocker(problems, file, check.pending);
  const isSite = file === listing?.site.file;
  const route = listing?.pages.find((page) => page.file === file)?.route ?? '/';

  const revealBlock = (index: number) => {
    setOpenBlocks((current) => new Set([...current, index]));
    setSelectedBlock(index);
  };

  const selectBlockFromPreview = (index: number) => {
    revealBlock(index);
    const card = document.getElementById(blockCardId(index));
    card?.scrollIntoView({ block: 'start' });
    card?.querySelector<HTMLElement>('button[aria-expanded]')?.focus({ preventScroll: true });
  };

  const jumpToProblem = (problem: Problem) => {
    const block = blockIndexOf(problem.pointer);
    if (block !== undefined) revealBlock(block);
    // Unfolding the block renders its fields; focus them once React has committed that render.
    setTimeout(() => focusField(problem.pointer), 0);
  };

  const context: FormContextValue = {
    registry,
    Field: SchemaField,
    change: (pointer, value, mergeKey) => document_.edit(setAt(doc, pointer, value), mergeKey),
    edit: (update) => document_.edit(update(doc)),
    problems: problemMap,
    routes,
    images,
    refreshImages,
    processed: isSite ? check.result?.preview.site : check.result?.preview.page,
    siteReferences,
    openBlocks,
    toggleBlock: (index) =>
      setOpenBlocks((current) => {
        const next = new Set(current);
        if (!next.delete(index)) next.add(index);
        return next;
      }),
    reindexBlocks: (reindex) => {
      setOpenBlocks((current) => reindexSet(current, reindex));
      setSelectedBlock((current) => (current === undefined ? undefined : reindex(current)));
    },
    selectedBlock,
  };

  const save = async () => {
    const result = await document_.save();
    if (!result) return;
    if (result.kind === 'saved') {
      setSaveProblems(undefined);
      setMessage(`Saved ${file}.`);
      void refreshLists();
    } else if (result.kind === 'conflict') setConflict(result);
    else if (result.kind === 'invalid') setSaveProblems(result.problems);
    else setMessage(result.message);
  };

  useUndoShortcuts(document_.undo, document_.redo);
  useUnsavedChangesGuard(document_.dirty);

  const askToOpen = (next: string) => {
    if (next === file) return;
    if (document_.dirty) setPendingSwitch(next);
    else void openFile(next);
  };

  const previewData = check.result?.preview;
  const previewPage = useMemo(
    () => (previewData && !isSite ? resolveReferences(previewData.page, siteReferences) : null),
    [previewData, isSite, siteReferences],
  );
  const previewSite = useMemo(
    () => (previewData ? resolveReferences(previewData.site, siteReferences) : undefined),
    [previewData, siteReferences],
  );

  const root = isSite ? registry.siteRoot() : registry.pageRoot();
  const title = isSite ? 'Site settings' : String(getAt(doc, '/title') ?? route);

  return (
    <AppShell navbar={{ width: 280, breakpoint: 0 }} header={{ height: 56 }} padding={0}>
      <AppShell.Header px="md" component="section" aria-label="Editor toolbar">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={1} size="h4">
              Page editor
            </Title>
            <Text c="dimmed" truncate>
              {file} {document_.dirty && '• unsaved changes'}
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button variant="default" size="xs" onClick={document_.undo} disabled={!document_.canUndo}>
              Undo
            </Button>
            <Button variant="default" size="xs" onClick={document_.redo} disabled={!document_.canRedo}>
              Redo
            </Button>
            {blocker && (
              <Text size="sm" c={blocker.startsWith('Fix') ? 'red.8' : 'dimmed'} id="save-blocker">
                {blocker}
              </Text>
            )}
            <Tooltip label={blocker} disabled={!blocker}>
              <Button
                onClick={() => void save()}
                disabled={blocker !== undefined || !open}
                loading={document_.saving}
                aria-describedby={blocker ? 'save-blocker' : undefined}
              >
                Save
              </Button>
            </Tooltip>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <PagesPanel
          listing={listing}
          openFile={file}
          onOpen={askToOpen}
          onChanged={(created) => {
            void refreshLists();
            if (created) askToOpen(created);
          }}
        />
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', height: '100dvh' }}>
        <div style={{ display: 'flex', flex: 1, minWidth: 0, height: 'calc(100dvh - 56px)' }}>
          <ScrollArea
            style={{ width: '44%', minWidth: 360, borderRight: '1px solid var(--mantine-color-gray-3)' }}
            p="md"
          >
            <Stack
              gap="md"
              component="form"
              aria-label={`Fields of ${title}`}
              onSubmit={(event) => event.preventDefault()}
            >
              {open?.migratedFrom !== undefined && (
                <Alert color="blue" title="Updated to the current schema">
                  This page was written for schema version {open.migratedFrom}. It was migrated when opened and will be
                  saved at the current version.
                </Alert>
              )}
              {message && (
                <Alert
                  color={message.startsWith('Saved') ? 'teal' : 'red'}
                  role="status"
                  withCloseButton
                  onClose={() => setMessage(undefined)}
                >
                  {message}
                </Alert>
              )}
              {check.error && (
                <Alert color="red" title="The page could not be checked" role="alert">
                  {check.error} Saving still refuses a page with errors.
                </Alert>
              )}
              <ProblemList
                problems={saveProblems ?? problems}
                file={file}
                onJump={jumpToProblem}
                titleOf={(pointer) => fieldTitle(registry, isSite ? 'site' : 'page', doc, pointer)}
              />
              {open && (
                <FormContext.Provider value={context}>
                  <ObjectProperties pointer="" resolved={root} value={doc} />
                </FormContext.Provider>
              )}
            </Stack>
          </ScrollArea>
          <div style={{ flex: 1, minWidth: 0, padding: 12 }}>
            <PreviewFrame
              route={route}
              page={previewPage as Json | null}
              site={previewSite}
              onSelectBlock={selectBlockFromPreview}
            />
          </div>
        </div>
      </AppShell.Main>
      <ConflictModal
        conflict={conflict}
        file={file}
        onKeepMine={() => setConflict(undefined)}
        onTakeDisk={() => {
          setConflict(undefined);
          void openFile(file);
        }}
        onOverwrite={() => {
          if (!conflict) return;
          document_.rebase(conflict.disk.version);
          setConflict(undefined);
          setMessage('Your version is now based on the disk version: Save writes it.');
        }}
      />
      <DiscardChangesModal
        target={pendingSwitch}
        onStay={() => setPendingSwitch(undefined)}
        onDiscard={() => {
          const next = pendingSwitch;
          setPendingSwitch(undefined);
          if (next) void openFile(next);
        }}
      />
    </AppShell>
  );
}
