import { collectionFileParts, collections, type CollectionName } from '../../collections/collections.ts';

/** What a validation report covers: its page files, and its entry files by collection. */
export interface ReportScope {
  pages: number;
  /** Entry files by collection, in the order of `collections`; collections without files are left out. */
  entries: readonly { collection: CollectionName; count: number }[];
}

/** The scope of the files a validation read (those that did not parse count too: they were checked). */
export function reportScope(pageFiles: readonly string[], entryFiles: readonly string[]): ReportScope {
  const counts = new Map<CollectionName, number>();
  for (const file of entryFiles) {
    const parts = collectionFileParts(file);
    if (parts) counts.set(parts.collection.name, (counts.get(parts.collection.name) ?? 0) + 1);
  }
  const entries = collections.flatMap(({ name }) => {
    const count = counts.get(name);
    return count ? [{ collection: name, count }] : [];
  });
  return { pages: pageFiles.length, entries };
}

/** A page count alone (a generated page, a report of some problems) is a scope without entries. */
export function scopeOf(scope: number | ReportScope): ReportScope {
  return typeof scope === 'number' ? { pages: scope, entries: [] } : scope;
}

/** The number of entries in a scope. */
export function entryCount(scope: ReportScope): number {
  return scope.entries.reduce((sum, { count }) => sum + count, 0);
}

function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** "31 pages", or with entries "31 pages and 9 entries (6 blog posts, 3 news items)": the summary's end. */
export function describeScope(scope: ReportScope): string {
  const pages = count(scope.pages, 'page');
  if (scope.entries.length === 0) return pages;
  const named = scope.entries.map(({ collection, count: n }) => {
    const { entryTitle } = collections.find(({ name }) => name === collection)!;
    return count(n, entryTitle.toLowerCase());
  });
  return `${pages} and ${count(entryCount(scope), 'entry', 'entries')} (${named.join(', ')})`;
}
