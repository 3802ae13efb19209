import { collectionFileParts } from '../../../collections/collections';
import type { DocumentRoot } from '../../../schema';

/** A collection entry's document root: its schema's name ('collections/post.schema.json' → 'post'). */
export type EntryRoot = 'post' | 'job' | 'news';
/** Every document the editor opens: a page, site.json or a collection entry. */
export type EditorRoot = DocumentRoot | EntryRoot;

const ENTRY_ROOTS: readonly string[] = ['post', 'job', 'news'] satisfies EntryRoot[];

/** The entry root of a content file ('content/posts/x.json' → 'post'), undefined for any other file. */
export function entryRootOf(file: string): EntryRoot | undefined {
  const parts = collectionFileParts(file);
  const name = parts?.collection.schemaFile.slice('collections/'.length, -'.schema.json'.length);
  return name !== undefined && ENTRY_ROOTS.includes(name) ? (name as EntryRoot) : undefined;
}

export function isEntryRoot(root: string): root is EntryRoot {
  return ENTRY_ROOTS.includes(root);
}

/** Which schema the form of `file` is generated from. */
export function editorRootOf(file: string, isSite: boolean): EditorRoot {
  if (isSite) return 'site';
  return entryRootOf(file) ?? 'page';
}
