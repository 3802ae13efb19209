import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { EntryPreview } from '../shared/editor-api.ts';
import { pageFileOfRoute } from '../../build/pages/page-route.ts';
import { pageSource } from '../../build/pages/read-page.ts';
import { resolveDocumentSiteReferences } from '../../build/pages/document-site-references.ts';
import { pageWithDefaults, projectSchemasDir } from '../../build/validation/apply-schema-defaults.ts';
import { getValidator } from '../../build/validation/create-validator.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { readCollectionEntries, type CollectionEntry } from '../../collections/read-entries.ts';
import { resolveCollectionQueries } from '../../collections/resolve-queries.ts';
import { contentNow, isScheduled } from '../../collections/visibility.ts';
import { entryTimingNote } from './entry-timing-note.ts';
import { resolvePreviewPage } from './preview-images.ts';

type View = NonNullable<EntryPreview['detail']>;
type JsonObject = Record<string, unknown>;

/**
 * The project's entries with the edited one as the author typed it. A scheduled entry takes its place
 * in the lists as it will on its day (the author previews what is coming); a closed job stays out,
 * as visitors will not see it either.
 */
function entriesWith(root: string, edited: CollectionEntry, now: Date): CollectionEntry[] {
  const { publishAt: _held, ...published } = edited.data;
  const shown = isScheduled(edited.data, now) ? { ...edited, data: published } : edited;
  return [...readCollectionEntries(root).filter((entry) => entry.file !== edited.file), shown];
}

/** A page made from `file` holding `data`, the steps receivedPage (read-page.ts) takes, with `entries` for its lists. */
async function viewOf(
  root: string,
  route: string,
  file: string,
  data: unknown,
  context: { site: unknown; entries: CollectionEntry[]; now: Date },
): Promise<View> {
  const queried = resolveCollectionQueries(pageSource(file, data), context.entries, context.now);
  const schemasDir = projectSchemasDir(root);
  // As receivedPage does: a site value inside a rich text goes in escaped, as plain text.
  const page = resolveDocumentSiteReferences(
    getValidator(schemasDir).layer,
    'page',
    pageWithDefaults(queried, schemasDir),
    context.site,
  ) as unknown as { blocks?: unknown };
  if (!Array.isArray(page.blocks)) return { route, page: null };
  return { route, page: await resolvePreviewPage(root, page) };
}

/**
 * An entry's two views for the preview's switch: its own page (posts and jobs) and the page that
 * lists it (/blogs, /careers/current-openings; news is listed on the home page). Both are made the
 * way the build makes them, from the entry as the author has typed it (saved or not) and the other
 * files as saved, so the preview follows the form as a page's preview does. A scheduled post or a
 * closed job still previews, with a note saying what visitors see meanwhile.
 */
export async function entryPreviewOf(
  root: string,
  file: string,
  site: unknown,
  data: unknown,
  now: Date = contentNow(),
): Promise<EntryPreview> {
  const parts = collectionFileParts(file);
  if (!parts || !data || typeof data !== 'object' || Array.isArray(data)) return {};
  const { collection, slug } = parts;
  const detailRoute = collection.detailRoute?.(slug);
  const listRoute = collection.listRoute ?? '/';
  const timing = entryTimingNote(data as JsonObject, listRoute, now);
  try {
    const entries = entriesWith(root, { collection: collection.name, slug, file, data: data as JsonObject }, now);
    const context = { site, entries, now };
    const listFile = pageFileOfRoute(listRoute);
    const listData = JSON.parse(await readFile(path.join(root, listFile), 'utf8')) as unknown;
    const [detail, list] = await Promise.all([
      detailRoute === undefined ? undefined : viewOf(root, detailRoute, file, data, context),
      viewOf(root, listRoute, listFile, listData, context),
    ]);
    const missing = detail !== undefined && detail.page === null;
    return {
      ...(detail ? { detail } : {}),
      list,
      ...(missing ? { note: `This site cannot show ${collection.title.toLowerCase()} as pages yet.` } : {}),
      ...(timing ? { timing } : {}),
    };
  } catch (error) {
    return { note: `The preview could not be made: ${(error as Error).message}`, ...(timing ? { timing } : {}) };
  }
}
