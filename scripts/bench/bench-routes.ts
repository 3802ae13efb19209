import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { contentNow } from '../../src/collections/visibility';
import { deriveRouteTable, entryRoutes } from '../../src/build/pages/route-table';

/** The routes the bench measures, and how many of them are entries' own pages (posts, jobs). */
export interface BenchRoutes {
  routes: string[];
  entryCount: number;
  /** True when BENCH_ROUTES chose them. */
  chosen: boolean;
}

/**
 * `BENCH_ROUTES=/,/about` as given; otherwise every route a visitor can open, as the build writes them:
 * each page of pages/ and each live entry's own page (every blog post, every open job), the not-found
 * page aside (its first load is measured apart).
 */
export function benchRoutes(
  root: string,
  env: Record<string, string | undefined> = process.env,
  now: Date = contentNow(env),
): BenchRoutes {
  const chosen = env.BENCH_ROUTES?.split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const entries = new Set(entryRoutes(root, now).map((entry) => entry.route));
  const routes =
    chosen ??
    deriveRouteTable(path.join(root, 'pages'), root, now)
      .map((entry) => entry.route)
      .filter((route) => route !== NOT_FOUND_ROUTE);
  return { routes, entryCount: routes.filter((route) => entries.has(route)).length, chosen: chosen !== undefined };
}
