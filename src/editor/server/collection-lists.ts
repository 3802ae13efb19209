import { existsSync } from 'node:fs';
import path from 'node:path';
import { projectSchemasDir } from '../../build/validation/apply-schema-defaults.ts';
import type { CollectionEntryListing, CollectionsResponse } from '../shared/editor-api.ts';
import { collections } from '../../collections/collections.ts';
import { readCollectionEntries } from '../../collections/read-entries.ts';
import { isExpired, isScheduled } from '../../collections/visibility.ts';

const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The date an entry is filed under: a post's or news item's `date`, a job's `datePosted`. */
export function entryDateOf(data: Record<string, unknown>): string | undefined {
  return textOf(data.date) ?? textOf(data.datePosted);
}

/** Newest first; undated entries (a file still being written) first of all, then by slug. */
function newestFirst(a: CollectionEntryListing, b: CollectionEntryListing): number {
  const dateA = a.date ?? '9999';
  const dateB = b.date ?? '9999';
  if (dateA !== dateB) return dateA < dateB ? 1 : -1;
  return a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0;
}

/**
 * Every collection with its entries, newest first, each with what an author scans a list for: its
 * title (a news item's headline), its date and whether visitors see it now (scheduled or expired,
 * by the same rules as the build, visibility.ts, at `now`). Only collections whose schema the project has.
 */
export function listCollections(root: string, now: Date): CollectionsResponse {
  const entries = readCollectionEntries(root);
  const schemasDir = projectSchemasDir(root);
  // A collection the site has no schema for cannot be edited: not offered.
  const available = collections.filter((collection) => existsSync(path.join(schemasDir, collection.schemaFile)));
  return {
    collections: available.map((collection) => ({
      name: collection.name,
      title: collection.title,
      entryTitle: collection.entryTitle,
      entries: entries
        .filter((entry) => entry.collection === collection.name)
        .map((entry) => ({
          file: entry.file,
          slug: entry.slug,
          title: textOf(entry.data.title) ?? textOf(entry.data.headline) ?? entry.slug,
          date: entryDateOf(entry.data),
          scheduled: isScheduled(entry.data, now),
          expired: isExpired(entry.data, now),
          route: collection.detailRoute?.(entry.slug),
        }))
        .sort(newestFirst),
    })),
  };
}
