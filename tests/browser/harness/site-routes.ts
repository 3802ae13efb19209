import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../../src/browser/app/not-found-route';
import { deriveRouteTable } from '../../../src/build/pages/route-table';
import { repoRoot } from './repo-root';

/**
 * Every page's route as the router sees it (pages/, through the route table), the not-found page
 * aside: a page an author adds is visited, checked for errors and run through axe like the rest.
 * What the spec requires to exist is site.contract.json's business, not this suite's.
 */
export const siteRoutes: readonly string[] = deriveRouteTable(path.join(repoRoot, 'pages'), repoRoot)
  .map((entry) => entry.route)
  .filter((route) => route !== NOT_FOUND_ROUTE);

/** Addresses that must land on the not-found page (the second is linked from Home on purpose). */
export const unknownRoutes = ['/zz-no-such-page', '/solutions/PickPlaceDetails'] as const;

/** Optional `BROWSER_ROUTES=/,/about` narrows the per-route tests while developing. */
export function routesUnderTest(): readonly string[] {
  const only = process.env.BROWSER_ROUTES?.split(',').map((route) => route.trim());
  return only ? siteRoutes.filter((route) => only.includes(route)) : siteRoutes;
}
