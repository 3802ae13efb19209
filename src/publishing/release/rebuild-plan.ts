import { collectionFileParts, type CollectionName } from '../../collections/collections';

/** Which page files query each collection (collection-queries.ts reads them from the pages). */
export type CollectionQueries = ReadonlyMap<string, readonly string[]>;

/** What a rebuild must do for a set of changed files (project-relative, '/' separators). */
export type RebuildPlan =
  | { full: true; reason: string }
  | {
      full: false;
      /** Page files to render again: the changed ones and those listing a changed collection. */
      pages: string[];
      /** Changed entry files: each one's own page is rendered again, or removed when it is no longer live. */
      entries: string[];
      /** The collections those entries belong to (the blog's feed follows 'posts'). */
      collections: CollectionName[];
      images: string[];
    };

const PAGE_FILE = /^pages\/.+\.json$/;
/** Images come and go with the pages that name them: copied as they are, renditions written for the pages. */
const IMAGE_FILE = /^public\/images\/.+/;

const isEntryFile = (file: string) => collectionFileParts(file) !== undefined;

/**
 * Only page files, entry files (content/<collection>/<slug>.json) and images beside them can be
 * rendered one by one: everything else the pages are made with (site.json, schemas, the engine's
 * code, other public files) may change every page, so it takes a full build. No list at all means
 * "not known": full as well. An entry changes its own page and the pages that list its collection
 * (`queries`), never the whole site: one post is live in a second, not after a build.
 */
export function planRebuild(
  changedFiles: readonly string[] | undefined,
  queries: CollectionQueries = new Map(),
): RebuildPlan {
  if (!changedFiles) return { full: true, reason: 'no list of changed files' };
  const files = changedFiles.map((file) => file.replaceAll('\\', '/').replace(/^\.\//, ''));
  const other = files.find((file) => !PAGE_FILE.test(file) && !IMAGE_FILE.test(file) && !isEntryFile(file));
  if (other !== undefined) return { full: true, reason: `${other} changed` };
  const unique = (list: readonly string[]) => [...new Set(list)].sort();
  const entries = unique(files.filter(isEntryFile));
  const collections = unique(entries.map((file) => collectionFileParts(file)!.collection.name)) as CollectionName[];
  const listing = collections.flatMap((collection) => queries.get(collection) ?? []);
  return {
    full: false,
    pages: unique([...files.filter((file) => PAGE_FILE.test(file)), ...listing]),
    entries,
    collections,
    images: unique(files.filter((file) => IMAGE_FILE.test(file))),
  };
}
