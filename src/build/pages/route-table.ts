import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { collectionFileParts, collectionNamed } from '../../collections/collections.ts';
import { entryLastModified } from '../../collections/entry-data.ts';
import { readCollectionEntries, type CollectionEntry } from '../../collections/read-entries.ts';
import { entryPage, templates } from '../../collections/templates/index.ts';
import { contentNow, isLive } from '../../collections/visibility.ts';
import { routeOfPageFile } from './page-route.ts';

/**
 * One route as the router sees it: a page file (pages/**\/*.json), or a live entry of a collection
 * whose entries have their own page (content/posts/x.json). Derived from the files; never written by hand.
 */
export interface RouteTableEntry {
  /** The page's route, from its file path: '/', '/about', or NOT_FOUND_ROUTE for pages/not-found.json. */
  route: string;
  /** The page or entry file, relative to the project root with '/' separators ('pages/about.json'). */
  file: string;
  /** The page's block types in order of first use, so a route can preload exactly its block modules. */
  blockTypes: string[];
  /** An entry's page: when it last changed (ISO date), for the sitemap's lastmod. */
  lastmod?: string;
}

function listJsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listJsonFiles(path);
    return entry.isFile() && entry.name.endsWith('.json') ? [path] : [];
  });
}

function readEntry(path: string, root: string): RouteTableEntry {
  const file = relative(root, path).split(sep).join('/');
  const route = routeOfPageFile(file);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    // Full diagnostics (line, column, field) come from `npm run validate`; this only names the file.
    throw new Error(`${file}: not valid JSON (${(error as Error).message}). Run \`npm run validate\` for details.`);
  }
  const { blocks } = (data ?? {}) as { blocks?: unknown };
  if (!Array.isArray(blocks)) {
    throw new Error(`${file}: a page needs a "blocks" array. Run \`npm run validate\`.`);
  }
  const blockTypes = [...new Set(blocks.map((block: { type?: unknown }) => String(block?.type)))];
  return { route, file, blockTypes };
}

/** The route of a live entry with a page of its own, its block types from its template. */
function entryRoute(entry: CollectionEntry): RouteTableEntry {
  const route = collectionNamed(entry.collection)!.detailRoute!(entry.slug);
  const blockTypes = [...new Set(entryPage(entry).blocks.map((block) => block.type))];
  const lastmod = entryLastModified(entry.data);
  return { route, file: entry.file, blockTypes, ...(lastmod ? { lastmod } : {}) };
}

/**
 * The routes of the entries published at `now` (neither scheduled for later nor expired) of every
 * collection with a template. A file that does not parse is left out: validation reports it.
 */
export function entryRoutes(root: string, now: Date = contentNow()): RouteTableEntry[] {
  return readCollectionEntries(root)
    .filter((entry) => templates[entry.collection] !== undefined && isLive(entry.data, now))
    .map(entryRoute);
}

/** The route a page or entry file stands for (an entry's whether or not it is live). */
export function routeOfFile(file: string): string {
  const entry = collectionFileParts(file);
  return entry?.collection.detailRoute ? entry.collection.detailRoute(entry.slug) : routeOfPageFile(file);
}

/** Two files for one route (pages/blogs/x.json and content/posts/x.json): an error naming both. */
function assertOneFilePerRoute(routes: readonly RouteTableEntry[]): void {
  const seen = new Map<string, string>();
  for (const { route, file } of routes) {
    const other = seen.get(route);
    if (other) throw new Error(`${file} and ${other} are both the page at ${route}: rename or remove one of them.`);
    seen.set(route, file);
  }
}

/** '/' first, the not-found page last, the rest alphabetically: a stable order for the router, the sitemap and diffs. */
function compareRoutes(a: RouteTableEntry, b: RouteTableEntry): number {
  const rank = (route: string) => (route === '/' ? 0 : route === NOT_FOUND_ROUTE ? 2 : 1);
  return rank(a.route) - rank(b.route) || a.route.localeCompare(b.route);
}

/**
 * Reads every page file under `pagesDir`, and the live entries of the collections under `root`, and
 * returns the route table. The file path is the route: adding a JSON file adds a route, with no code
 * change. A file whose name cannot be a route is an error that names the file to use instead.
 */
export function deriveRouteTable(pagesDir: string, root: string, now: Date = contentNow()): RouteTableEntry[] {
  const routes = [...listJsonFiles(pagesDir).map((path) => readEntry(path, root)), ...entryRoutes(root, now)];
  assertOneFilePerRoute(routes);
  return routes.sort(compareRoutes);
}
