import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Runs the lazy loaders of the routes matching `pathname` and merges their results into the route
 * objects, so the first client render equals the prerendered HTML instead of a HydrateFallback.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}
