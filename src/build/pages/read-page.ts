import { readFileSync } from 'node:fs';
import path from 'node:path';
import { collectionFileParts } from '../../collections/collections.ts';
import { readCollectionEntries } from '../../collections/read-entries.ts';
import { pageHasQueries, resolveCollectionQueries } from '../../collections/resolve-queries.ts';
import { entryPage } from '../../collections/templates/index.ts';
import { contentNow } from '../../collections/visibility.ts';
import type { ReceivedPage } from '../../generated/received-types.ts';
import { pageWithDefaults, projectSchemasDir } from '../validation/apply-schema-defaults.ts';
import { getValidator } from '../validation/create-validator.ts';
import { resolveDocumentSiteReferences } from './document-site-references.ts';

/** The project's site.json, parsed (not validated). */
export function readSiteFile(root: string): unknown {
  return JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8'));
}

/**
 * The page data a page or entry file stands for, before defaults: a page file as it is, an entry
 * (content/posts/x.json) through its collection's template.
 */
export function pageSource(file: string, data: unknown): unknown {
  const entry = collectionFileParts(file);
  if (!entry) return data;
  const { collection, slug } = entry;
  return entryPage({ collection: collection.name, slug, file, data: data as Record<string, unknown> });
}

/**
 * Page data as visitors get it, the same steps vite-plugin-pages.ts takes: an entry through its
 * template, lists that query a collection filled from the live entries at `now`, schema defaults
 * filled in, then {{site references}} replaced by site.json's values.
 */
export function receivedPage(
  root: string,
  file: string,
  data: unknown,
  site: unknown,
  now: Date = contentNow(),
): ReceivedPage {
  const source = pageSource(file, data);
  const queried = pageHasQueries(source) ? resolveCollectionQueries(source, readCollectionEntries(root), now) : source;
  const schemasDir = projectSchemasDir(root);
  return resolveDocumentSiteReferences(
    getValidator(schemasDir).layer,
    'page',
    pageWithDefaults(queried, schemasDir),
    site,
  );
}

/**
 * A page or entry file as visitors get it (see receivedPage). For build scripts and tests that read
 * pages from disk instead of through Vite.
 */
export function readPage(root: string, file: string, site: unknown = readSiteFile(root)): ReceivedPage {
  const data = JSON.parse(readFileSync(path.resolve(root, file), 'utf8')) as unknown;
  return receivedPage(root, file, data, site);
}
