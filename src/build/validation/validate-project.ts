import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Site } from '../../generated/schema-types.ts';
import { listCollectionFiles, type CollectionEntry } from '../../collections/read-entries.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { contentNow } from '../../collections/visibility.ts';
import { contractProblems } from '../contract/contract-problems.ts';
import { asVisitorsGetIt } from './as-visitors-get-it.ts';
import { checkAltText } from './check-alt-text.ts';
import { checkAssets } from './check-assets.ts';
import { checkBreakableTerms } from './check-breakable-terms.ts';
import { checkImages } from './check-images.ts';
import { checkDuplicateTitles } from './check-duplicate-titles.ts';
import { checkDuplicateEntryTitles } from './check-duplicate-entry-titles.ts';
import { checkLinkText } from './check-link-text.ts';
import { checkLinks, collectLinkTargets } from './check-links.ts';
import { checkProjectRichText, checkRichText } from './check-rich-text.ts';
import { checkRoutes } from './check-routes.ts';
import { checkPlaceholderImages } from './check-placeholder-images.ts';
import { checkSchemaPath } from './check-schema-path.ts';
import { checkSharedBrochures } from './check-shared-brochures.ts';
import { pageImageLayoutAt, siteImageLayoutAt } from '../images/image-layout-at.ts';
import { listPageFiles, PAGES_DIR } from '../pages/page-files.ts';
import { validateRedirects } from '../redirects/validate-redirects.ts';
import { checkTodoMarkers } from './check-todo-markers.ts';
import { checkUniqueIds } from './check-unique-ids.ts';
import { getValidator } from './create-validator.ts';
import { defaultSchemasDir } from './load-schemas.ts';
import { fieldNamer, withFieldTitles } from './field-title.ts';
import { compareProblems } from './format-problem.ts';
import { loadJsonWithPositions, type JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemOf, type Problem } from './problem.ts';
import type { DocumentRoot, SchemaLayer } from '../../schema/schema-layer.ts';
import { publicFiles } from './public-files.ts';
import { openRichTextCache, type RichTextCache } from './rich-text-cache.ts';
import { startRichTextParsing } from './rich-text-pool.ts';
import { richTextRequests } from './rich-text-requests.ts';
import { richTextFieldsOnce, type RichTextFieldsOf } from './rich-text-fields.ts';
import { reportScope, type ReportScope } from './report-scope.ts';
import { pageProblems, schemaProblems } from './validate-page-data.ts';
import {
  checkEntryRoutes,
  entryDocuments,
  entryImageProblems,
  entryProblems,
  entryRoutes,
} from './validate-entries.ts';

export const SITE_FILE = 'site.json';

export interface ValidateProjectOptions {
  /** The project folder holding site.json, pages/ and public/. */
  root: string;
  /** Where the schemas live; defaults to this project's schemas/. */
  schemasDir?: string;
  /**
   * Texts that stand in for files on disk, by project-relative path ('pages/about.json'): the page
   * editor validates the project with the page being edited as it would be saved, without writing it.
   * A page file named here that is not on disk is validated as if it were.
   */
  unsavedFiles?: ReadonlyMap<string, string>;
  /** The moment entries are judged live at (publishAt, validThrough); default contentNow(). */
  now?: Date;
  /**
   * A folder where validation keeps what it can reuse from run to run, by content hash: the findings
   * of parsed rich texts (rich-text-cache.ts) and the schemas' compiled validators
   * (standalone-validators.ts). `npm run validate` passes one; without it everything is parsed and compiled.
   */
  cacheDir?: string;
  /**
   * With `cacheDir`: the rich-text worker (rich-text-worker.ts, or its bundled copy) that parses the
   * texts the cache does not hold in threads beside the main thread while it runs the other checks.
   * Without it everything is parsed on the main thread; the findings are the same.
   */
  richTextWorker?: URL;
}

export interface ProjectValidation {
  /** Every problem found, errors and warnings, ordered by file and position. */
  problems: Problem[];
  /** Every page file that parsed as JSON. Matches `Page` only when `problems` holds no error. */
  pages: { file: string; data: Page }[];
  /** Every page file found (relative paths), including those that did not parse. */
  pageFiles: string[];
  /** The site file's data, when it parsed. Matches `Site` only when `problems` holds no error. */
  site: Site | undefined;
  /** What was validated, for the summary: page files, and entry files by collection. */
  scope: ReportScope;
  /** Every collection entry that parsed (content/<collection>/*.json), {{site references}} replaced. */
  entries: CollectionEntry[];
}

/** Parses the documents' rich texts the cache does not hold, in worker threads beside the main thread when `worker` is given. */
async function startParsing(
  cache: RichTextCache,
  documents: readonly { data: unknown; root: DocumentRoot }[],
  layer: SchemaLayer,
  fieldsOf: RichTextFieldsOf,
  worker: URL | undefined,
): Promise<void> {
  const missing = cache.missing(richTextRequests(documents, layer, fieldsOf));
  const parsing = startRichTextParsing(missing, worker);
  // Let the checks run first: the main thread joins the parse when they are done.
  await new Promise((resolve) => setImmediate(resolve));
  const findings = await parsing.finish();
  missing.forEach((request, index) => cache.add(request, findings[index]!));
}

/**
 * Read synchronously: a thousand small entry files take about 10 ms of CPU that way, against 80 ms
 * through fs/promises (four calls each, through the thread pool), on a cold `npm run validate`'s main thread.
 */
function loadDocument(
  root: string,
  file: string,
  problems: Problem[],
  unsavedFiles?: ReadonlyMap<string, string>,
): JsonDocument | null {
  let text: string;
  try {
    text = unsavedFiles?.get(file) ?? readFileSync(path.join(root, file), 'utf8');
  } catch {
    problems.push(problemOf(catalogue.missingFile, {}, { file }));
    return null;
  }
  const loaded = loadJsonWithPositions(file, text);
  problems.push(...loaded.problems);
  return loaded.document;
}

/**
 * Validates site.json, every pages/**\/*.json, every content/<collection>/*.json and redirects.json of a project: schemas first, then what a schema
 * cannot say (file names that are routes, links that resolve, files that exist). Used by `npm run validate`,
 * the Vite plugin, the build and the tests, so they all report the same problems the same way.
 */
export async function validateProject(options: ValidateProjectOptions): Promise<ProjectValidation> {
  const { root } = options;
  const validator = getValidator(options.schemasDir, options.cacheDir);
  const richTextCache = options.cacheDir === undefined ? undefined : openRichTextCache(options.cacheDir);
  const readRichText = richTextCache?.read;
  const richTextFieldsOf = richTextFieldsOnce(validator.layer);
  const schemaPlace = { root, schemasDir: options.schemasDir ?? defaultSchemasDir };
  const problems: Problem[] = [];
  const unsavedPages = [...(options.unsavedFiles?.keys() ?? [])].filter((file) => file.startsWith(PAGES_DIR));
  const pageFiles = [...new Set([...(await listPageFiles(root)), ...unsavedPages])].sort();
  const unsavedEntries = [...(options.unsavedFiles?.keys() ?? [])].filter((file) => collectionFileParts(file));
  const entryFiles = [...new Set([...listCollectionFiles(root), ...unsavedEntries])].sort();
  const load = (file: string) => loadDocument(root, file, problems, options.unsavedFiles);
  const [site = null, ...loadedFiles] = [load(SITE_FILE), ...pageFiles.map(load), ...entryFiles.map(load)];
  const loadedPages = loadedFiles.slice(0, pageFiles.length);
  const loadedEntries = loadedFiles.slice(pageFiles.length);
  // Pages are checked as visitors get them: with {{site references}} replaced by site.json's values.
  const writtenPages = loadedPages.filter((page): page is JsonDocument => page !== null);
  const pages = writtenPages.map((page) => {
    const resolved = asVisitorsGetIt(page, validator.layer, 'page', site?.data);
    problems.push(...resolved.problems);
    return resolved.document;
  });
  const unparsedFiles = pageFiles.filter((_file, index) => loadedPages[index] === null);
  if (pageFiles.length === 0) {
    problems.push(problemOf(catalogue.noPages, {}, { file: PAGES_DIR }));
  }

  const entries = entryDocuments(
    loadedEntries.filter((entry): entry is JsonDocument => entry !== null),
    site?.data,
    validator.layer,
  );
  problems.push(...entries.problems);
  const unparsedEntryFiles = entryFiles.filter((_file, index) => loadedEntries[index] === null);
  const parsing =
    richTextCache &&
    startParsing(
      richTextCache,
      [
        ...writtenPages.map(({ data }) => ({ data, root: 'page' as const })),
        ...(site ? [{ data: site.data, root: 'site' as const }] : []),
        ...entries.written.map(({ data, collection }) => ({ data, root: collection.root })),
      ],
      validator.layer,
      richTextFieldsOf,
      options.richTextWorker,
    );
  const now = options.now ?? contentNow();

  const files = publicFiles(path.join(root, 'public'));
  const targets = collectLinkTargets(
    pages,
    files,
    unparsedFiles,
    entryRoutes(entries.entries, unparsedEntryFiles, now),
  );
  // Rich texts are checked once parsed (below, while the parse runs beside the checks up to there),
  // their problems put where they would have been had they been checked here: ties sort the same.
  const projectRichTextAt = problems.length;
  const siteSchemaProblems = site ? schemaProblems(site, 'site', validator) : [];
  const siteData = site && siteSchemaProblems.length === 0 ? (site.data as Site) : undefined;
  for (const page of pages) {
    problems.push(
      ...pageProblems(page, validator, siteData),
      ...checkSchemaPath(page, 'page.schema.json', schemaPlace),
      ...checkLinks(page, targets),
      ...checkAssets(page, files),
      ...checkBreakableTerms(page),
    );
  }
  if (site) {
    problems.push(
      ...siteSchemaProblems,
      ...checkSchemaPath(site, 'site.schema.json', schemaPlace),
      ...checkUniqueIds(site, fieldNamer(validator.layer, 'site', site.data)),
      ...checkLinks(site, targets),
      ...checkAssets(site, files),
      ...checkAltText(site),
      ...checkLinkText(site),
      ...checkTodoMarkers(site),
      ...checkPlaceholderImages(site),
    );
  }
  for (const entry of entries.entries) {
    problems.push(...entryProblems(entry, { validator, targets, files, schemaPlace }));
  }
  const entryRichTextAt = problems.length;
  await parsing;
  // Rich text as written (positions inside strings match the file), each entry with its own root and route.
  problems.splice(
    entryRichTextAt,
    0,
    ...entries.written.flatMap((entry) =>
      checkRichText(entry, validator.layer, entry.collection.root, {
        targets,
        route: entry.collection.detailRoute?.(entry.slug),
        site: site?.data,
        readRichText,
        richTextFieldsOf,
      }),
    ),
  );
  problems.splice(
    projectRichTextAt,
    0,
    ...checkProjectRichText(writtenPages, site, validator.layer, targets, readRichText, richTextFieldsOf),
  );
  richTextCache?.save();
  // Images are read from disk (sizes, bytes), each file once per process: all pages at the same time.
  const imageChecks = await Promise.all([
    ...pages.map((page) => checkImages(page, root, files, pageImageLayoutAt(validator.layer, page.data))),
    ...(site ? [checkImages(site, root, files, siteImageLayoutAt(validator.layer, site.data))] : []),
    entryImageProblems(entries.entries, validator, root, files),
  ]);
  problems.push(...imageChecks.flat());
  problems.push(
    ...checkRoutes(pageFiles, PAGES_DIR),
    ...checkDuplicateTitles(pages),
    ...checkSharedBrochures(pages, validator.layer),
    ...checkDuplicateEntryTitles(entries.entries),
    ...checkEntryRoutes(entries.entries, pageFiles),
  );
  // What the spec requires (site.contract.json), checked on the pages as they would be saved.
  problems.push(...(await contractProblems({ root, pages, unparsedFiles, site })));
  const redirects = await validateRedirects({
    ...schemaPlace,
    validator,
    pageFiles,
    unsavedFiles: options.unsavedFiles,
    entries: entries.entries,
  });
  problems.push(...redirects.problems);

  // Named here, once, so every check's problems carry their field's schema title.
  const titledDocuments = [
    ...pages.map(({ file, data }) => ({ file, data, root: 'page' as const })),
    ...(site ? [{ file: site.file, data: site.data, root: 'site' as const }] : []),
    ...(redirects.document ? [{ ...redirects.document, root: 'redirects' as const }] : []),
    ...entries.entries.map(({ file, data, collection }) => ({ file, data, root: collection.root })),
  ];
  return {
    problems: withFieldTitles(problems, titledDocuments, validator.layer).sort(compareProblems),
    pages: pages.map(({ file, data }) => ({ file, data: data as Page })),
    pageFiles,
    scope: reportScope(pageFiles, entryFiles),
    site: site?.data as Site | undefined,
    entries: entries.entries.map(({ file, collection, slug, data }) => ({
      file,
      collection: collection.name,
      slug,
      data: data as Record<string, unknown>,
    })),
  };
}
