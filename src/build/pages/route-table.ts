import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** One page file as the router sees it. Derived from pages/**\/*.json; never written by hand. */
export interface RouteTableEntry {
  /** The page's route: '/', '/about', or '*' for the not-found page. */
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
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    // Full diagnostics (line, column, field) come from `npm run validate`; this only names the file.
    throw new Error(`${file}: not valid JSON (${(error as Error).message}). Run \`npm run validate\` for details.`);
  }
  const { route, blocks } = (data ?? {}) as { route?: unknown; blocks?: unknown };
  if (typeof route !== 'string' || !Array.isArray(blocks)) {
    throw new Error(`${file}: a page needs a string "route" and a "blocks" array. Run \`npm run validate\`.`);
  }
  const blockTypes = [...new Set(blocks.map((block: { type?: unknown }) => String(block?.type)))];
  return { route, file, blockTypes };
}

/** '/' first, '*' last, the rest alphabetically: a stable order for the router, the sitemap and diffs. */
function compareRoutes(a: RouteTableEntry, b: RouteTableEntry): number {
  const rank = (route: string) => (route === '/' ? 0 : route === '*' ? 2 : 1);
  return rank(a.route) - rank(b.route) || a.route.localeCompare(b.route);
}

/**
 * Reads every page file under `pagesDir` and returns the route table. Adding a JSON file adds a
 * route; no code changes. Two files claiming one route is an error naming both.
 */
export function deriveRouteTable(pagesDir: string, root: string): RouteTableEntry[] {
  const entries = listJsonFiles(pagesDir).map((path) => readEntry(path, root));
  const byRoute = new Map<string, string>();
  for (const { route, file } of entries) {
    const other = byRoute.get(route);
    if (other) throw new Error(`${file}: route "${route}" is already used by ${other}. Routes must be unique.`);
    byRoute.set(route, file);
  }
  return entries.sort(compareRoutes);
}
