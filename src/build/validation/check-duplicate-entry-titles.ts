import type { CollectionDefinition } from '../../collections/collections.ts';
import { catalogue } from './catalogue/index.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemsFor, type Problem } from './problem.ts';

/** An entry as validation reads it: its document and the collection whose folder holds it. */
export interface EntryDocument extends JsonDocument {
  collection: CollectionDefinition;
  slug: string;
}

const sameTitleKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

function titleOf(entry: EntryDocument): string | undefined {
  const title = (entry.data as Record<string, unknown> | null)?.[entry.collection.titleField];
  return typeof title === 'string' && title.trim() !== '' ? title : undefined;
}

/**
 * Two entries of one collection with one title (a news item's headline), ignoring case and spacing,
 * are an error on each of them naming the others: cards, feeds and search results show only the
 * title, and a copied file whose title was never changed is the usual cause.
 */
export function checkDuplicateEntryTitles(entries: readonly EntryDocument[]): Problem[] {
  const filesByTitle = new Map<string, string[]>();
  for (const entry of entries) {
    const title = titleOf(entry);
    if (title === undefined) continue;
    const key = `${entry.collection.name} ${sameTitleKey(title)}`;
    filesByTitle.set(key, [...(filesByTitle.get(key) ?? []), entry.file]);
  }
  return entries.flatMap((entry) => {
    const title = titleOf(entry);
    if (title === undefined) return [];
    const key = `${entry.collection.name} ${sameTitleKey(title)}`;
    const others = (filesByTitle.get(key) ?? []).filter((file) => file !== entry.file);
    if (others.length === 0) return [];
    const { entryTitle, titleField } = entry.collection;
    return [
      problemsFor(entry.file, entry.locate)(catalogue.duplicateEntryTitle, `/${titleField}`, {
        entryTitle,
        others: others.join(', '),
      }),
    ];
  });
}
