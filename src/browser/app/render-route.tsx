import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';
import { isInteractiveBlock } from '../blocks/registry';
import type { BlockType } from '../blocks/block-types';
import { IslandHtmlContext } from '../islands/IslandSlot';
import { renderIslands } from '../islands/render-island';
import { AppProviders } from './AppProviders';
import { NOT_FOUND_ROUTE } from './not-found-route';
import type { PageEntry } from './page-entry';
import { createAppRoutes, type PageRouteHandle } from './routes';

export interface RenderedRoute {
  /** The markup of #root: static HTML with the islands' markers and server HTML inside. */
  html: string;
  /** The page that matched (for the head: title, description, share tags). */
  page: ReceivedPage;
  /** The matched page's route: the not-found page's for an unknown URL. */
  route: string;
  /** The interactive block types on the page, each once: what the browser needs code for. */
  islandTypes: BlockType[];
}

/**
 * Renders one URL of the site to HTML with React Router's static handler (lazy routes resolved, so
 * the markup is complete). Interactive blocks are rendered first, each on its own root as the
 * browser hydrates it, and placed into the page as islands; everything else is plain HTML that
 * never hydrates. Any error (a failed import, a block that throws) is thrown, never baked into a page.
 */
export async function renderRoute(
  url: string,
  pages: readonly PageEntry[],
  site: ReceivedSite,
  extraRoutes: readonly RouteObject[] = [],
): Promise<RenderedRoute> {
  const handler = createStaticHandler(createAppRoutes(pages, site, extraRoutes));
  const context = await handler.query(new Request(new URL(url, site.baseUrl)));
  if (context instanceof Response) throw new Error(`${url}: unexpected redirect (${context.status})`);
  const firstError = context.errors && Object.values(context.errors)[0];
  if (firstError) throw firstError instanceof Error ? firstError : new Error(`${url}: ${String(firstError)}`);
  const handle = context.matches.at(-1)?.route.handle as PageRouteHandle | undefined;
  if (!handle) throw new Error(`${url}: no page matched (is there a not-found page, route "${NOT_FOUND_ROUTE}"?)`);
  const { page, route, components } = handle;
  const islands = renderIslands(page.blocks, site, components, `page ${route}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders>
      <IslandHtmlContext value={islands}>
        {/* hydrate={false}: no router state in the page; the browser runs no router. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </IslandHtmlContext>
    </AppProviders>,
  );
  const islandTypes = [...new Set(page.blocks.map((block) => block.type).filter(isInteractiveBlock))];
  return { html, page, route, islandTypes };
}
