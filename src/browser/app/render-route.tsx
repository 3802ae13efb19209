import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';
import { AppProviders } from './AppProviders';
import { NOT_FOUND_ROUTE } from './not-found-route';
import type { PageEntry } from './page-entry';
import { createAppRoutes, type PageRouteHandle } from './routes';

export interface RenderedRoute {
  /** The markup of #root. */
  html: string;
  /** The page that matched (for the head: title, description, share tags). */
  page: ReceivedPage;
  /** The matched page's route: the not-found page's for an unknown URL. */
  route: string;
}

/**
 * Renders one URL of the site to HTML with React Router's static handler. Lazy routes are resolved
 * by the handler, so the markup is complete. Any error (a failed import, a block that throws)
 * is thrown, never baked into a page.
 */
export async function renderRoute(
  url: string,
  pages: readonly PageEntry[],
  site: ReceivedSite,
): Promise<RenderedRoute> {
  const handler = createStaticHandler(createAppRoutes(pages, site));
  const context = await handler.query(new Request(new URL(url, site.baseUrl)));
  if (context instanceof Response) throw new Error(`${url}: unexpected redirect (${context.status})`);
  const firstError = context.errors && Object.values(context.errors)[0];
  if (firstError) throw firstError instanceof Error ? firstError : new Error(`${url}: ${String(firstError)}`);
  const handle = context.matches.at(-1)?.route.handle as PageRouteHandle | undefined;
  if (!handle) throw new Error(`${url}: no page matched (is there a not-found page, route "${NOT_FOUND_ROUTE}"?)`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders>
        {/* hydrate={false}: no inline hydration-data script; the client resolves the same lazy route itself. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return { html, page: handle.page, route: handle.route };
}
