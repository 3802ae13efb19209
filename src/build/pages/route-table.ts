import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { routeOfPageFile } from './page-route.ts';

/** One page file as the router sees it. Derived from pages/**\/*.json; never written by hand. */
export interface RouteTableEntry {
  /** The page's route, from its file path: '/', '/about', or NOT_FOUND_ROUTE for pages/not-found.json. */
  route: string;
  /** The page file, relative to the project root with '/' separators ('pages/about.json'). */
  file: string;
  /** The page's block types in order of first use, so a route can preload exactly its block modules. */
  blockTypes: string[];
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

/** '/' first, the not-found page last, the rest alphabetically: a stable order for the router, the sitemap and diffs. */
function compareRoutes(a: RouteTableEntry, b: RouteTableEntry): number {
  const rank = (route: string) => (route === '/' ? 0 : route === NOT_FOUND_ROUTE ? 2 : 1);
  return rank(a.route) - rank(b.route) || a.route.localeCompare(b.route);
}

/**
 * Reads every page file under `pagesDir` and returns the route table. The file path is the route:
 * adding a JSON file adds a route, with no code change. A file whose name cannot be a route is an
 * error that names the file to use instead.
 */
export function deriveRouteTable(pagesDir: string, root: string): RouteTableEntry[] {
  return listJsonFiles(pagesDir)
    .map((path) => readEntry(path, root))
    .sort(compareRoutes);
}
