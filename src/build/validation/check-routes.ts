import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemOf, problemsFor, type Problem } from './problem.ts';

export const NOT_FOUND_ROUTE = '*';

/** A page's route, when it has one that is a string. */
export function routeOf(document: JsonDocument): string | undefined {
  const route = (document.data as { route?: unknown } | null)?.route;
  return typeof route === 'string' ? route : undefined;
}

/**
 * Routes are unique across pages, and exactly one page is the not-found page (route '*').
 * While some page does not parse, its route is unknown, so a missing not-found page is not claimed.
 */
export function checkRoutes(pages: readonly JsonDocument[], pagesDir: string, someUnparsed = false): Problem[] {
  const problems: Problem[] = [];
  const firstFileByRoute = new Map<string, string>();
  for (const page of pages) {
    const route = routeOf(page);
    if (route === undefined) continue;
    const first = firstFileByRoute.get(route);
    if (first === undefined) {
      firstFileByRoute.set(route, page.file);
    } else {
      problems.push(problemsFor(page.file, page.locate)(catalogue.duplicateRoute, '/route', { route, first }));
    }
  }
  if (pages.length > 0 && !someUnparsed && !firstFileByRoute.has(NOT_FOUND_ROUTE)) {
    problems.push(problemOf(catalogue.noNotFoundPage, { pagesDir }, { file: pagesDir }));
  }
  return problems;
}
