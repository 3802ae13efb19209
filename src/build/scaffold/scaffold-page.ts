import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionFileParts } from '../../collections/collections.ts';
import { listCollectionFiles } from '../../collections/read-entries.ts';
import type { Link, Page } from '../../generated/schema-types.ts';
import { formatPageJson } from '../pages/format-page-json.ts';
import { pageFileOfRoute } from '../pages/page-route.ts';
import { CURRENT_SCHEMA_VERSION } from '../migrations/index.ts';
import { expectedSchemaPath } from '../validation/check-schema-path.ts';
import { findTodoMarkers, type TodoMarker } from '../validation/check-todo-markers.ts';
import type { Problem } from '../validation/problem.ts';
import { validateProject } from '../validation/validate-project.ts';
import { readExistingPages, type ExistingPage } from './existing-pages.ts';
import { newBrochurePath, slugOfRoute } from './new-brochure-path.ts';
import { newPageRouteProblem } from './new-page-route.ts';
import { templates, type TemplateName } from './templates/index.ts';

/** The page was not written, for a reason the author can fix (taken route, bad route). */
export class ScaffoldRefusal extends Error {}

export interface ScaffoldOptions {
  /** The project folder holding site.json, pages/ and public/. */
  root: string;
  route: string;
  template: TemplateName;
  /** Fills the page title and the banner heading; TODO placeholders without it. */
  title?: string;
}

export interface ScaffoldedPage {
  /** The file written, relative to the root: 'pages/product/vacuum-grippers.json'. */
  file: string;
  page: Page;
  /** Every placeholder left for the author, in document order. */
  todos: TodoMarker[];
  /** The brochure path a product page offers. */
  brochure?: string;
  /** What validation reports for the new file: its TODO and placeholder-image warnings (an error would be a template bug). */
  problems: Problem[];
  /** The page of the route's parent ('/product' for '/product/x'), where a card should link to the new page. */
  parentPage?: ExistingPage;
}

export const CONTACT_ROUTE = '/contact';

/** The closing call to action links only to pages this project has, so the new page has no dead link. */
function relatedLinks(route: string, existing: readonly ExistingPage[], parent?: ExistingPage): Link[] {
  const links: Link[] = [];
  if (existing.some((page) => page.route === CONTACT_ROUTE))
    links.push({ label: 'Talk to Our Engineers', href: CONTACT_ROUTE });
  if (parent?.route && parent.title && parent.route !== route) links.push({ label: parent.title, href: parent.route });
  return links;
}

/**
 * Refuses a route another page has and a file that exists, with `npm run new-page`'s messages;
 * the page editor's duplicate and move use it too.
 */
export function refuseTaken(root: string, route: string, file: string, existing: readonly ExistingPage[]): void {
  const sameRoute = existing.find((page) => page.route === route);
  if (sameRoute) {
    throw new ScaffoldRefusal(
      `Refused: ${sameRoute.file} already has the route '${route}'. Edit that page, or choose another route.`,
    );
  }
  const entry = entryAt(root, route);
  if (entry) {
    throw new ScaffoldRefusal(
      `Refused: the ${entry.what} ${entry.file} has the address '${route}'. Choose another route.`,
    );
  }
  if (existsSync(path.join(root, file))) {
    const other = existing.find((page) => page.file === file)?.route;
    const its = other ? ` (with the route '${other}')` : '';
    throw new ScaffoldRefusal(`Refused: ${file} already exists${its} and is never overwritten. Choose another route.`);
  }
}

/** The blog post or job opening whose own page has `route`, if one does: a page there would take its address. */
function entryAt(root: string, route: string): { file: string; what: string } | undefined {
  for (const file of listCollectionFiles(root)) {
    const parts = collectionFileParts(file);
    if (parts?.collection.detailRoute?.(parts.slug) === route) {
      return { file, what: parts.collection.entryTitle.toLowerCase() };
    }
  }
  return undefined;
}

async function writeNewFile(root: string, file: string, page: Page): Promise<void> {
  const absolute = path.join(root, file);
  const text = await formatPageJson(page, '', absolute);
  await mkdir(path.dirname(absolute), { recursive: true });
  try {
    // 'wx': fail rather than overwrite a file created since the checks above.
    await writeFile(absolute, text, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new ScaffoldRefusal(`Refused: ${file} already exists.`);
    throw error;
  }
}

/**
 * Writes a new page for `route` from a template, then validates the project: the page has only
 * TODO warnings until the author replaces the placeholders. Refuses an invalid route, a route
 * another page has, and an existing file; it never overwrites anything.
 */
export async function scaffoldPage({ root, route, template, title }: ScaffoldOptions): Promise<ScaffoldedPage> {
  const routeProblem = newPageRouteProblem(route);
  if (routeProblem) throw new ScaffoldRefusal(`Refused: the route ${routeProblem}.`);
  const file = pageFileOfRoute(route);
  const existing = await readExistingPages(root);
  refuseTaken(root, route, file, existing);

  const parentRoute = route.slice(0, route.lastIndexOf('/'));
  const parentPage = existing.find((page) => parentRoute !== '' && page.route === parentRoute);
  const slug = slugOfRoute(route);
  const brochure = newBrochurePath(
    root,
    slug,
    existing.flatMap((page) => page.brochures),
  );
  const page: Page = {
    $schema: expectedSchemaPath(file, 'page.schema.json'),
    schemaVersion: CURRENT_SCHEMA_VERSION,
    // Named after the route, since identical placeholder titles would warn as duplicate titles; and
    // short, since the site's name is appended and titles over 60 characters warn too.
    title: title ?? `TODO: ${slug} title`,
    description: templates[template].description,
    blocks: templates[template].blocks({
      route,
      title,
      slug,
      brochure,
      relatedLinks: relatedLinks(route, existing, parentPage),
    }),
  };
  await writeNewFile(root, file, page);

  const { problems } = await validateProject({ root });
  const offersBrochure = page.blocks.some((block) => block.type === 'downloadList');
  return {
    file,
    page,
    todos: findTodoMarkers(page),
    brochure: offersBrochure ? brochure : undefined,
    problems: problems.filter((problem) => problem.file === file),
    parentPage,
  };
}
