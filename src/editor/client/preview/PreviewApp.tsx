import { createContext, memo, startTransition, useContext, useEffect, useMemo, useState } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ReceivedPage, ReceivedSite } from '../../../generated/received-types';
import { AppLayout } from '../../../browser/app/AppLayout';
import { loadBlockComponents, type BlockComponents } from '../../../browser/app/block-components';
import { withApiImageAddresses } from '../server-api/api-address';
import { PreviewBlocks } from './PreviewBlocks';
import type { Json } from '../document/json-pointer';
import { keepUnchangedBlocks, keepUnchangedSite } from './keep-unchanged';
import { BLOCK_ID_ATTRIBUTE, BLOCK_INDEX_ATTRIBUTE, isRenderMessage, type PreviewMessage } from './preview-messages';

interface Shown {
  route: string;
  page: ReceivedPage | null;
  site: ReceivedSite;
  components: BlockComponents;
}

function tellEditor(message: PreviewMessage) {
  window.parent.postMessage(message, window.location.origin);
}

/** The page and site the editor last sent, with the block components they need already loaded. */
function useEditorData(): Shown | undefined {
  const [shown, setShown] = useState<Shown>();
  useEffect(() => {
    let latest = 0;
    let previous: { site?: Json; blocks: Json[] } = { blocks: [] };
    const onMessage = (event: MessageEvent) => {
      // Only the editor that embeds this frame (same origin, our parent) may drive it.
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (!isRenderMessage(event.data)) return;
      const { route } = event.data;
      // The project's images come from the editor's API wherever the editor is served (api-address.ts).
      const received = withApiImageAddresses(event.data.page);
      const receivedSite = withApiImageAddresses(event.data.site);
      const mine = ++latest;
      // Unchanged blocks and site keep their objects, so only what the edit touched re-renders.
      const site = keepUnchangedSite(previous.site, receivedSite);
      const receivedBlocks = ((received as { blocks?: Json[] } | null)?.blocks ?? []) as Json[];
      const keptBlocks = keepUnchangedBlocks(previous.blocks, receivedBlocks);
      previous = { site, blocks: keptBlocks };
      const page = received && { ...(received as object), blocks: keptBlocks };
      const blocks = keptBlocks as unknown as ReceivedPage['blocks'];
      const types = [...new Set(blocks.map((block) => block.type))];
      // Unknown types are skipped here; PreviewBlocks shows them as a note.
      loadBlockComponents(types, `page ${route}`)
        .catch(() => ({}) as BlockComponents)
        .then((components) => {
          // A transition: React may yield to the editor's typing while the preview redraws.
          if (mine === latest) {
            startTransition(() =>
              setShown({
                route,
                page: page as unknown as ReceivedPage | null,
                site: site as unknown as ReceivedSite,
                components,
              }),
            );
          }
        });
    };
    window.addEventListener('message', onMessage);
    tellEditor({ source: 'page-editor-preview', kind: 'ready' });
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return shown;
}

/** A click on a block selects it in the editor (and does not follow links or open menus). */
function useBlockClicks() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = (event.target as Element | null)?.closest(`[${BLOCK_INDEX_ATTRIBUTE}]`);
      if (!target) return;
      event.preventDefault();
      event.stopPropagation();
      tellEditor({
        source: 'page-editor-preview',
        kind: 'select-block',
        index: Number(target.getAttribute(BLOCK_INDEX_ATTRIBUTE)),
        id: target.getAttribute(BLOCK_ID_ATTRIBUTE) ?? undefined,
      });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}

/** The latest data: the router's elements read it, so an edit re-renders in place instead of remounting the page. */
const ShownContext = createContext<Shown | undefined>(undefined);

function useShown(): Shown {
  const shown = useContext(ShownContext);
  if (!shown) throw new Error('preview elements render inside ShownContext');
  return shown;
}

/** The navbar and footer re-render only when the site's data changed (keep-unchanged.ts keeps its object). */
const MemoLayout = memo(AppLayout);

function PreviewLayout() {
  return <MemoLayout site={useShown().site} />;
}

function PreviewPage() {
  const shown = useShown();
  if (!shown.page) {
    return <p style={{ padding: 24 }}>site.json is open: the navbar and footer above and below show its changes.</p>;
  }
  return <PreviewBlocks blocks={shown.page.blocks} site={shown.site} components={shown.components} />;
}

// The layout needs a data router (it reads the matched routes); the page's own route keeps the
// navbar's active link as visitors see it.
const previewRoutes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <PreviewLayout />,
    children: [
      { index: true, element: <PreviewPage /> },
      { path: '*', element: <PreviewPage /> },
    ],
  },
];

function PreviewRoutes({ shown }: { shown: Shown }) {
  // A new router only when another page (route) is shown.
  const router = useMemo(() => createMemoryRouter(previewRoutes, { initialEntries: [shown.route] }), [shown.route]);
  return (
    <ShownContext.Provider value={shown}>
      <RouterProvider router={router} />
    </ShownContext.Provider>
  );
}

export function PreviewApp() {
  const shown = useEditorData();
  useBlockClicks();
  if (!shown) return <p style={{ padding: 24 }}>Waiting for the editor…</p>;
  return <PreviewRoutes shown={shown} />;
}
