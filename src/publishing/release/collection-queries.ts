import { readFileSync } from 'node:fs';
import path from 'node:path';
import { listPageFiles } from '../../build/pages/page-files';
import type { CollectionQueries } from './rebuild-plan';

/**
 * The collections a page lists: every `{ query: { collection } }` anywhere in its data (a cardGrid's
 * or a newsCarousel's query, whatever block gains one next), so a new list block needs no change here.
 */
export function collectionsQueriedBy(data: unknown): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const { query } = value as { query?: unknown };
    if (query && typeof query === 'object' && typeof (query as { collection?: unknown }).collection === 'string') {
      found.add((query as { collection: string }).collection);
    }
    Object.values(value).forEach(walk);
  };
  walk(data);
  return found;
}

/** Which page files of the project at `root` list each collection. A page that does not parse lists none. */
export async function collectionQueriesOf(root: string): Promise<CollectionQueries> {
  const queries = new Map<string, string[]>();
  for (const file of await listPageFiles(root)) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch {
      continue;
    }
    for (const collection of collectionsQueriedBy(data))
      queries.set(collection, [...(queries.get(collection) ?? []), file]);
  }
  return queries;
}
