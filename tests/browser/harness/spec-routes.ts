import { specRoutes } from '../../support/spec-routes';

export { specRoutes };

/** Addresses that must land on the not-found page (the second is linked from Home on purpose). */
export const unknownRoutes = ['/no-such-page', '/solutions/PickPlaceDetails'] as const;

export const notFoundText = 'Ooops!!! The page you are looking for is not found';

/** Optional `BROWSER_ROUTES=/,/about` narrows the per-route tests while developing. */
export function routesUnderTest(): readonly string[] {
  const only = process.env.BROWSER_ROUTES?.split(',').map((route) => route.trim());
  return only ? specRoutes.filter((route) => only.includes(route)) : specRoutes;
}
