import type { Migration } from './migration.ts';

/**
 * Version 2 -> 3: the file path is the route. Every page stated its `route`, and it always had to
 * equal its path under pages/ (pages/product/x.json is '/product/x', pages/index.json '/',
 * pages/not-found.json the not-found page); nothing checked that the two agreed. The field is
 * removed; the route table derives every route from the file path.
 */
export const routeFromFilePath: Migration = {
  from: 2,
  summary: 'route is removed: the file path is the route (pages/product/x.json is /product/x).',
  migrate: ({ route: _route, ...page }) => page,
};
