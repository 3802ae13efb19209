import type { RouteObject } from 'react-router-dom';
import type { ReceivedSite } from '../../generated/received-types';
import { AppLayout } from './AppLayout';
import { loadPage, type LoadedPage } from './load-page';
import { NOT_FOUND_ROUTE } from './not-found-route';
import type { PageEntry } from './page-entry';
import { PageScreen } from './PageScreen';

/** What every page route carries in its `handle` once loaded: the server render reads the head and islands from it. */
export type PageRouteHandle = LoadedPage;

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
    // The page data and its block modules load together when the route is rendered.
    lazy: async () => {
      const handle: PageRouteHandle = await loadPage(entry);
      return { element: <PageScreen loaded={handle} site={site} />, handle };
    },
  };
}

/**
 * The route tree, rendered on the server only (by the build and by `npm run dev`, through React
 * Router's static handler): the shared layout (navbar, footer) around one route per page file,
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
      children: [...pages.map((entry) => pageRoute(entry, site)), ...extraRoutes],
    },
  ];
}
