import { SCHEMA_ID_BASE } from '../schema/schema-ids.ts';
import type { DocumentRoot } from '../schema/schema-layer.ts';

export type CollectionName = 'posts' | 'jobs' | 'news';

/** The schema layer's name for one entry's document: field titles read 'Blog post › Body'. */
export type EntryRoot = Extract<DocumentRoot, 'post' | 'job' | 'news'>;

/**
 * One collection: a folder of entries (content/<name>/<slug>.json), each validated against its
 * schema. Adding a collection means adding a schema, one line here and, for entries with their
 * own address, a template (src/collections/templates/).
 */
export interface CollectionDefinition {
  name: CollectionName;
  /** Where its entries live, relative to the project root, with the trailing '/'. */
  folder: `content/${string}/`;
  /** Its schema, relative to schemas/. */
  schemaFile: `collections/${string}.schema.json`;
  /** That schema's `$id`. */
  schemaId: string;
  /** The schema layer's root for one entry (`layer.root(root)`, field titles, validation). */
  root: EntryRoot;
  /** What authors read for the whole collection, and for one entry. */
  title: string;
  entryTitle: string;
  /** The field that names one entry in lists and problems (unique within the collection). */
  titleField: 'title' | 'headline';
  /** The address of an entry's own page, for collections whose entries have one. */
  detailRoute?: (slug: string) => string;
  /** The page that lists the entries (its feed and breadcrumbs start there). */
  listRoute?: string;
}

function definition(
  name: CollectionName,
  root: EntryRoot,
  rest: Omit<CollectionDefinition, 'name' | 'folder' | 'schemaFile' | 'schemaId' | 'root'>,
): CollectionDefinition {
  const schemaFile = `collections/${root}.schema.json` as const;
  return { name, folder: `content/${name}/`, schemaFile, schemaId: `${SCHEMA_ID_BASE}${schemaFile}`, root, ...rest };
}

export const collections: readonly CollectionDefinition[] = [
  definition('posts', 'post', {
    title: 'Blog posts',
    entryTitle: 'Blog post',
    titleField: 'title',
    detailRoute: (slug) => `/blogs/${slug}`,
    listRoute: '/blogs',
  }),
  definition('jobs', 'job', {
    title: 'Job openings',
    entryTitle: 'Job opening',
    titleField: 'title',
    detailRoute: (slug) => `/careers/current-openings/${slug}`,
    listRoute: '/careers/current-openings',
  }),
  definition('news', 'news', { title: 'News', entryTitle: 'News item', titleField: 'headline' }),
];

export function collectionNamed(name: string): CollectionDefinition | undefined {
  return collections.find((collection) => collection.name === name);
}

/** The schema layer's root for an entry of collection `name` ('posts' → 'post'). */
export function documentRootOfCollection(name: CollectionName): EntryRoot {
  return collections.find((collection) => collection.name === name)!.root;
}

/** A slug is the entry's file name without `.json`: lower-case words joined by '-'. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The collection and slug of a content file ('content/posts/x.json'), or undefined for any other path. */
export function collectionFileParts(file: string): { collection: CollectionDefinition; slug: string } | undefined {
  const collection = collections.find((candidate) => file.startsWith(candidate.folder));
  if (!collection || !file.endsWith('.json')) return undefined;
  const slug = file.slice(collection.folder.length, -'.json'.length);
  return slug.includes('/') ? undefined : { collection, slug };
}
