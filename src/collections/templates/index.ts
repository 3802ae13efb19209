import type { Page } from '../../generated/schema-types.ts';
import { collectionNamed, type CollectionName } from '../collections.ts';
import type { CollectionEntry } from '../read-entries.ts';
import { jobTemplate } from './job.ts';
import { postTemplate } from './post.ts';
import type { EntryTemplate } from './template.ts';

/** The template of each collection whose entries have their own page (see collections.ts `detailRoute`). */
export const templates: Partial<Record<CollectionName, EntryTemplate>> = {
  posts: postTemplate,
  jobs: jobTemplate,
};

/** The page an entry stands for, as if it were a page file; throws for a collection without pages. */
export function entryPage(entry: CollectionEntry): Page {
  const template = templates[entry.collection];
  const collection = collectionNamed(entry.collection);
  if (!template || !collection) throw new Error(`${entry.file}: ${entry.collection} entries have no page of their own`);
  return template(entry, { collection });
}
