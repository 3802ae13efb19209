import { SITE_OWN_FIRST_PARTS } from '../../pages/page-route.ts';
import { listWords } from '../describe-value.ts';
import type { ProblemDefinition } from './problem-definition.ts';

/** What ties a file to the project: its schema path and version, its route. */
export const projectProblems = {
  schemaPath: {
    id: 'schema-path',
    title: '$schema that leads to the schema',
    severity: 'error',
    why: "`$schema` is how an author's editor finds the schema (completion, descriptions, squiggles); a page moved into a sub-folder loses all that unless its `$schema` gains a '../'.",
    message: ({ value, schemaFile, file }: { value: string; schemaFile: string; file: string; expected: string }) =>
      `is '${value}', which does not lead to schemas/${schemaFile} from ${file}`,
    generalHint:
      'Write the path the message gives: `../schemas/page.schema.json` in pages/, one more `../` per sub-folder.',
    hint: ({ expected }) => `Write "${expected}" so your editor can check this file.`,
  } satisfies ProblemDefinition<{ value: string; schemaFile: string; file: string; expected: string }>,
  outdatedSchemaVersion: {
    id: 'schema-version-outdated',
    title: 'Page written for older schemas',
    severity: 'error',
    why: 'The schemas changed since the page was written; the migration knows how to bring it up to date.',
    message: ({ version, current }: { version: string; current: number }) =>
      `is ${version}, but the schemas are at version ${current}`,
    hint: 'Run `npm run migrate` to upgrade this page.',
  } satisfies ProblemDefinition<{ version: string; current: number }>,
  newerSchemaVersion: {
    id: 'schema-version-newer',
    title: 'Page written for newer schemas',
    severity: 'error',
    why: "The page was written for a newer version of the site's code, which this checkout does not have.",
    message: ({ version, current }: { version: string; current: number }) =>
      `is ${version}, newer than these schemas (version ${current})`,
    hint: "Update the site's code (pull the latest version) before this page.",
  } satisfies ProblemDefinition<{ version: string; current: number }>,
  pageFileNotARoute: {
    id: 'page-file-not-a-route',
    title: 'A page file name that cannot be a route',
    severity: 'error',
    why: `The file path is the route: pages/product/x.json is /product/x. A name with spaces or other characters, or a second index.json, cannot be an address. Nor can an address the site keeps for itself: anything under ${listWords(
      SITE_OWN_FIRST_PARTS.map((part) => `/${part}`),
      'and',
    )}, and names that end like a file (/robots.txt, /sitemap.xml, a feed.xml), where the site writes its own files.`,
    message: ({ problem }: { problem: string }) => problem,
    hint: 'Rename the file as the message says; links to the page use the new route.',
  } satisfies ProblemDefinition<{ problem: string }>,
  noNotFoundPage: {
    id: 'no-not-found-page',
    title: 'A not-found page',
    severity: 'error',
    why: 'Every unknown address shows the not-found page; without one, visitors get a blank screen.',
    message: () => 'has no not-found page',
    generalHint: 'Add `pages/not-found.json` (shown for every unknown address).',
    hint: ({ pagesDir }: { pagesDir: string }) => `Add ${pagesDir}not-found.json (shown for every unknown address).`,
  } satisfies ProblemDefinition<{ pagesDir: string }>,
  migrationFailed: {
    id: 'migration-failed',
    title: 'Migration failed',
    severity: 'error',
    why: 'A page that `npm run migrate` cannot upgrade stays on its old version.',
    message: ({ reason }: { reason: string }) => reason,
    hint: 'Fix what the message names by hand, then run `npm run migrate` again.',
  } satisfies ProblemDefinition<{ reason: string }>,
};
