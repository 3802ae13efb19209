import { collectionFileParts } from '../../collections/collections.ts';
import { isLive } from '../../collections/visibility.ts';
import { imageLayoutAt } from '../images/image-layout-at.ts';
import type { SchemaLayer } from '../../schema/schema-layer.ts';
import { asVisitorsGetIt } from './as-visitors-get-it.ts';
import { catalogue } from './catalogue/index.ts';
import { checkAltText } from './check-alt-text.ts';
import { checkAssets } from './check-assets.ts';
import { checkEntryFileName } from './check-entry-file-names.ts';
import type { EntryDocument } from './check-duplicate-entry-titles.ts';
import { checkImages } from './check-images.ts';
import { checkLinkText } from './check-link-text.ts';
import { checkLinks, type LinkTargets } from './check-links.ts';
import { checkPlaceholderImages } from './check-placeholder-images.ts';
import { checkPostSeo } from './check-post-seo.ts';
import { routeOf } from './check-routes.ts';
import { checkSchemaPath } from './check-schema-path.ts';
import { checkTodoMarkers } from './check-todo-markers.ts';
import type { Validator } from './create-validator.ts';
import type { JsonDocument } from './load-json-with-positions.ts';
import { problemOf, type Problem } from './problem.ts';
import type { PublicFiles } from './public-files.ts';
import { schemaProblems } from './validate-page-data.ts';

export type { EntryDocument } from './check-duplicate-entry-titles.ts';

/**
 * The parsed entry files as visitors get them ({{site references}} replaced), the same as written
 * (positions inside strings match the file: for rich text), and the reference problems found on the
 * way. Files outside a collection's folder are not entries and are skipped.
 */
export function entryDocuments(
  loaded: readonly JsonDocument[],
  site: unknown,
  layer: SchemaLayer,
): { entries: EntryDocument[]; written: EntryDocument[]; problems: Problem[] } {
  const problems: Problem[] = [];
  const written = loaded.flatMap((document) => {
    const parts = collectionFileParts(document.file);
    return parts ? [{ ...document, ...parts }] : [];
  });
  const entries = written.map((entry) => {
    const resolved = asVisitorsGetIt(entry, layer, entry.collection.root, site);
    problems.push(...resolved.problems);
    return resolved.document;
  });
  return { entries, written, problems };
}

/**
 * The addresses of the entries' own pages that visitors can open now: live entries of collections
 * with a detail page, and entries that did not parse (their address exists; the syntax error is
 * reported once, not again at every link to them). Anchors on entry pages are not known here.
 */
export function entryRoutes(entries: readonly EntryDocument[], unparsedFiles: readonly string[], now: Date): string[] {
  const live = entries.flatMap(({ collection, slug, data }) =>
    collection.detailRoute && isLive((data ?? {}) as object, now) ? [collection.detailRoute(slug)] : [],
  );
  const unparsed = unparsedFiles.flatMap((file) => {
    const parts = collectionFileParts(file);
    return parts?.collection.detailRoute ? [parts.collection.detailRoute(parts.slug)] : [];
  });
  return [...live, ...unparsed];
}

/** What can be checked on one entry with the project around it: what validateProject does for a page. */
export function entryProblems(
  entry: EntryDocument,
  context: {
    validator: Validator;
    targets: LinkTargets;
    files: PublicFiles;
    schemaPlace: { root: string; schemasDir: string };
  },
): Problem[] {
  const { collection } = entry;
  return [
    ...checkEntryFileName(entry.file, collection, entry.slug),
    ...schemaProblems(entry, collection.root, context.validator),
    ...checkSchemaPath(entry, collection.schemaFile, context.schemaPlace),
    ...checkLinks(entry, context.targets),
    ...checkAssets(entry, context.files),
    ...checkAltText(entry),
    // A news item's "Read More" is named by its card's headline wherever it is shown (link-context.ts).
    ...(collection.name === 'news' ? [] : checkLinkText(entry)),
    ...checkTodoMarkers(entry),
    ...checkPlaceholderImages(entry),
    ...checkPostSeo(entry),
  ];
}

/** The image checks of every entry (files read from disk once each), with each image's layout from the schema. */
export async function entryImageProblems(
  entries: readonly EntryDocument[],
  validator: Validator,
  root: string,
  files: PublicFiles,
): Promise<Problem[]> {
  const checks = entries.map((entry) =>
    checkImages(entry, root, files, imageLayoutAt(validator.layer, entry.collection.root, entry.data)),
  );
  return (await Promise.all(checks)).flat();
}

/** An entry's own page and a page file with one address: the entry is reported, naming the page. */
export function checkEntryRoutes(entries: readonly EntryDocument[], pageFiles: readonly string[]): Problem[] {
  const pageByRoute = new Map(
    pageFiles.flatMap((file) => {
      const route = routeOf(file);
      return route === undefined ? [] : [[route, file] as const];
    }),
  );
  return entries.flatMap(({ file, collection, slug }) => {
    const route = collection.detailRoute?.(slug);
    const pageFile = route === undefined ? undefined : pageByRoute.get(route);
    return route !== undefined && pageFile !== undefined
      ? [problemOf(catalogue.entryRouteTaken, { route, pageFile }, { file })]
      : [];
  });
}
