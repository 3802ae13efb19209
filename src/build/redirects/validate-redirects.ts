import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import type { CollectionDefinition } from '../../collections/collections.ts';
import { checkSchemaPath } from '../validation/check-schema-path.ts';
import { routeOf } from '../validation/check-routes.ts';
import type { Validator } from '../validation/create-validator.ts';
import { loadJsonWithPositions, type JsonDocument } from '../validation/load-json-with-positions.ts';
import type { Problem } from '../validation/problem.ts';
import { schemaProblems } from '../validation/validate-page-data.ts';
import { checkRedirects } from './check-redirects.ts';
import { REDIRECTS_FILE } from './redirects-file.ts';

export interface RedirectsValidationOptions {
  root: string;
  schemasDir: string;
  validator: Validator;
  /** The project's page files ('pages/about.json'), unsaved ones included: their routes are the pages. */
  pageFiles: readonly string[];
  unsavedFiles?: ReadonlyMap<string, string>;
  /**
   * The collection entries, scheduled and closed ones included: their pages' addresses ('/blogs/x')
   * are valid targets (a renamed entry's old address leads there, and must stay valid when the job
   * later closes, 410), and never an old address (the redirect would hide the entry).
   */
  entries?: readonly { collection: CollectionDefinition; slug: string; file: string }[];
}

async function readIfPresent(file: string): Promise<string | undefined> {
  const present = await access(file).then(
    () => true,
    () => false,
  );
  return present ? readFile(file, 'utf8') : undefined;
}

/**
 * redirects.json checked like a page: syntax, schema, `$schema` path, then the redirects against the
 * project's routes. A project without the file has no redirects and nothing to report.
 */
export async function validateRedirects(
  options: RedirectsValidationOptions,
): Promise<{ problems: Problem[]; document: JsonDocument | null }> {
  const text =
    options.unsavedFiles?.get(REDIRECTS_FILE) ?? (await readIfPresent(path.join(options.root, REDIRECTS_FILE)));
  if (text === undefined) return { problems: [], document: null };
  const loaded = loadJsonWithPositions(REDIRECTS_FILE, text);
  const { document } = loaded;
  if (!document) return { problems: loaded.problems, document: null };
  const pages = new Set(options.pageFiles.flatMap((file) => routeOf(file) ?? []));
  const entries = new Map(
    (options.entries ?? []).flatMap(({ collection, slug, file }) => {
      const route = collection.detailRoute?.(slug);
      return route === undefined ? [] : [[route, { what: collection.entryTitle.toLowerCase(), file }] as const];
    }),
  );
  const targets = new Set([...[...pages].filter((route) => route !== NOT_FOUND_ROUTE), ...entries.keys()]);
  const schema = schemaProblems(document, 'redirects', options.validator);
  return {
    document,
    problems: [
      ...loaded.problems,
      ...schema,
      ...checkSchemaPath(document, 'redirects.schema.json', options),
      ...checkRedirects(document, { pages, targets, entries }),
    ],
  };
}
