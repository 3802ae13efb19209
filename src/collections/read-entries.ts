import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collections, type CollectionName } from './collections.ts';

/** One entry of a collection as read from its file (not validated: `npm run validate` does that). */
export interface CollectionEntry {
  collection: CollectionName;
  /** The file name without `.json`: the last part of the entry's address. */
  slug: string;
  /** Relative to the project root, '/' separators: 'content/posts/x.json'. */
  file: string;
  data: Record<string, unknown>;
}

/** Every content/<collection>/*.json of the project at `root`, relative, sorted; none without the folder. */
export function listCollectionFiles(root: string): string[] {
  return collections
    .flatMap(({ folder }) => {
      let names: string[];
      try {
        names = readdirSync(path.join(root, folder));
      } catch {
        return [];
      }
      return names.filter((name) => name.endsWith('.json')).map((name) => `${folder}${name}`);
    })
    .sort();
}

/**
 * Every entry of every collection, parsed. A file that does not parse is left out here: the build
 * refuses it through validation (with its line and column) before any of this is used.
 */
export function readCollectionEntries(root: string): CollectionEntry[] {
  return listCollectionFiles(root).flatMap((file) => {
    const collection = collections.find(({ folder }) => file.startsWith(folder));
    if (!collection) return [];
    try {
      const data = JSON.parse(readFileSync(path.join(root, file), 'utf8')) as unknown;
      if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
      const slug = file.slice(collection.folder.length, -'.json'.length);
      return [{ collection: collection.name, slug, file, data: data as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
}
