import type { RouteObject } from 'react-router-dom';
import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';
import { AppLayout } from './AppLayout';
import { loadPage } from './load-page';
import { NOT_FOUND_ROUTE } from './not-found-route';
import type { PageEntry } from './page-entry';
import { PageScreen } from './PageScreen';

/** What every page route carries in its `handle` once loaded: the prerenderer reads the head from it. */
export interface PageRouteHandle {
  page: ReceivedPage;
  /** The page's route (its file path). */
  route: string;
}

/** '/' is the layout's index route, the not-found page the catch-all; the rest are paths relative to the layout. */
function routePath(route: string): Pick<RouteObject, 'index' | 'path' | 'caseSensitive'> {
  if (route === '/') return { index: true };
  if (route === NOT_FOUND_ROUTE) return { path: NOT_FOUND_ROUTE };
  // Case-sensitive like the static file server: '/Product' is not-found both before and after hydration.
  return { path: route.slice(1), caseSensitive: true };
}

function pageRoute(entry: PageEntry, site: ReceivedSite): RouteObject {
  return {
    ...routePath(entry.route),
    id: entry.route,
    // The page data and its block modules load together when the route opens (and before hydration).
    lazy: async () => {
      const loaded = await loadPage(entry);
      const handle: PageRouteHandle = { page: loaded.page, route: loaded.route };
      return { element: <PageScreen loaded={loaded} site={site} />, handle };
    },
  };
}

/**
 * The route tree: the shared layout (navbar, footer, scroll to top) around one route per page file,
 * plus `extraRoutes` that are not pages (the development-only block gallery).
 */
export function createAppRoutes(
  pages: readonly PageEntry[],
  site: ReceivedSite,
  extraRoutes: readonly RouteObject[] = [],
): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <AppLayout site={site} />,
      // Never shown: matched lazy routes are resolved before hydration. React Router warns without one.
      HydrateFallback: () => null,
      children: [...pages.map((entry) => pageRoute(entry, site)), ...extraRoutes],
    },
  ];
}
