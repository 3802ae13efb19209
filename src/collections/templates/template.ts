import type { Page } from '../../generated/schema-types.ts';
import type { CollectionDefinition } from '../collections.ts';
import type { CollectionEntry } from '../read-entries.ts';

/** What a template knows besides the entry. */
export interface TemplateContext {
  /** The entry's collection (its list page is where the back link leads). */
  collection: CollectionDefinition;
}

/**
 * Turns one entry into the page file it stands for (title, description, share image, blocks), which
 * then goes through the same steps as a page file: schema defaults, {{site references}}, images.
 */
export type EntryTemplate = (entry: CollectionEntry, context: TemplateContext) => Page;

/** Where the generated page says its schema is, as a page file in pages/ would. */
export const PAGE_SCHEMA_PATH = '../../schemas/page.schema.json';
