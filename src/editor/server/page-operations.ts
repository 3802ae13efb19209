import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CreatedPageResponse, DeletedResponse, LinkedResponse, MovedPageResponse } from '../shared/editor-api.ts';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { readImageSizes } from '../../build/migrations/image-sizes.ts';
import { migratePage } from '../../build/migrations/migrate-page.ts';
import { listPageFiles } from '../../build/pages/page-files.ts';
import { pageFileOfRoute, reservedPageAddress } from '../../build/pages/page-route.ts';
import { listCollectionFiles } from '../../collections/read-entries.ts';
import { readExistingPages } from '../../build/scaffold/existing-pages.ts';
import { newPageRouteProblem } from '../../build/scaffold/new-page-route.ts';
import { refuseTaken, ScaffoldRefusal, scaffoldPage } from '../../build/scaffold/scaffold-page.ts';
import { isTemplateName, templates } from '../../build/scaffold/templates/index.ts';
import { addRedirect, removeRedirectFrom } from '../../build/redirects/add-redirect.ts';
import { routeOf } from '../../build/validation/check-routes.ts';
import { expectedSchemaPath } from '../../build/validation/check-schema-path.ts';
import { createFileAtomically, writeFileAtomically } from './atomic-write.ts';
import { readDiskText, textToSave } from './editor-document.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { hasLinkTo, withLinksMoved } from './internal-links.ts';
import { refuseRequiredRoute } from './required-route.ts';
import { reservedPageOutcome } from './reserved-page.ts';
import { editablePath } from './sandbox.ts';

type PageJson = Record<string, unknown>;

/** `npm run new-page`'s refusals (bad or taken route, existing file) as 400 answers with the same words. */
async function asRefusal<T>(work: () => Promise<T> | T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ScaffoldRefusal) throw new EditorRefusal(400, error.message);
    throw error;
  }
}

/** Every file an operation wrote or removed, project-relative: what a draft commits (EditorChange.files). */
export interface ChangedFiles {
  files: string[];
}

/**
 * A new page's route: checked with new-page's rules and messages, never one a page already has,
 * and its file within the editor's sandbox (a folder link out of pages/, a name too long: refused
 * before anything is written).
 */
async function checkNewRoute(root: string, route: unknown): Promise<{ route: string; file: string }> {
  if (typeof route !== 'string') throw new EditorRefusal(400, 'Refused: give the new page a route, e.g. /product/x.');
  const problem = newPageRouteProblem(route);
  if (problem) throw new EditorRefusal(400, `Refused: the route ${problem}.`);
  const file = pageFileOfRoute(route);
  await editablePath(root, file, ['page']);
  const existing = await readExistingPages(root);
  await asRefusal(() => refuseTaken(root, route, file, existing));
  return { route, file };
}

/**
 * Creates a page from a scaffold template, exactly as `npm run new-page` does. A redirect from its
 * route is dropped: the address is a page again.
 */
export async function createPage(root: string, body: PageJson): Promise<CreatedPageResponse & ChangedFiles> {
  const template = body.template ?? 'plain';
  if (typeof template !== 'string' || !isTemplateName(template)) {
    throw new EditorRefusal(
      400,
      `Unknown template '${String(template)}': one of ${Object.keys(templates).join(', ')}.`,
    );
  }
  const title = typeof body.title === 'string' && body.title.trim() !== '' ? body.title.trim() : undefined;
  if (typeof body.route !== 'string')
    throw new EditorRefusal(400, 'Refused: give the new page a route, e.g. /product/x.');
  const route = body.route;
  // new-page's own refusals first (their words), then the sandbox's, before scaffolding writes.
  if (newPageRouteProblem(route) === undefined) await editablePath(root, pageFileOfRoute(route), ['page']);
  const result = await asRefusal(() => scaffoldPage({ root, route, template, title }));
  return { file: result.file, route, files: [result.file, ...(await removeRedirectFrom(root, route))] };
}

async function readPage(root: string, file: string): Promise<{ text: string; data: PageJson }> {
  const text = await readDiskText(path.join(root, file), file);
  return { text, data: JSON.parse(text) as PageJson };
}

/** The page's data for a new file: at the current schema version, with `$schema` leading to the schemas from there. */
async function forNewFile(root: string, data: PageJson, file: string): Promise<PageJson> {
  const migration = migratePage(data, undefined, await readImageSizes(root, data));
  const current = migration.outcome === 'refused' ? data : migration.page;
  return '$schema' in current ? { ...current, $schema: expectedSchemaPath(file, 'page.schema.json') } : current;
}

/** A copy of a page at a new route, titled "<title> (copy)" so the two are told apart (and titles stay unique). */
export async function duplicatePage(
  root: string,
  sourceFile: string,
  body: PageJson,
): Promise<CreatedPageResponse & ChangedFiles> {
  const { route, file } = await checkNewRoute(root, body.route);
  const source = await readPage(root, sourceFile);
  const copy = await forNewFile(root, source.data, file);
  if (typeof copy.title === 'string') copy.title = `${copy.title} (copy)`;
  await writeNewPage(root, file, await textToSave(copy, source.text, path.join(root, file)));
  return { file, route, files: [file, ...(await removeRedirectFrom(root, route))] };
}

async function writeNewPage(root: string, file: string, text: string): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  try {
    await createFileAtomically(path.join(root, file), text);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      throw new EditorRefusal(400, `Refused: ${file} already exists.`);
    throw error;
  }
}

/**
 * The route of a page the editor may delete or move: never the home page nor the not-found page. A page at an
 * address the site now keeps (/robots.txt, made before such addresses were refused) has that address: moving or
 * deleting it is how an author makes the site valid again.
 */
function movableRoute(file: string, doing: string): string {
  const route = routeOf(file) ?? reservedPageAddress(file);
  if (route === undefined)
    throw new EditorRefusal(400, `Refused: ${file} is not a page route; rename it in a file manager.`);
  if (route === '/' || route === NOT_FOUND_ROUTE) {
    throw new EditorRefusal(
      400,
      `Refused: the ${route === '/' ? 'home' : 'not-found'} page cannot be ${doing}; every site has it.`,
    );
  }
  return route;
}

/** site.json, every page but `except` and every collection entry, parsed, for finding and rewriting links. */
export async function linkingFiles(
  root: string,
  except: string,
): Promise<{ file: string; text: string; data: unknown }[]> {
  const files = ['site.json', ...(await listPageFiles(root)), ...listCollectionFiles(root)].filter(
    (file) => file !== except,
  );
  const read = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(root, file), 'utf8');
      try {
        return [{ file, text, data: JSON.parse(text) as unknown }];
      } catch {
        return []; // a file that does not parse is reported by validation, not by this
      }
    }),
  );
  return read.flat();
}

export interface DeletePageOptions {
  /** Where visitors of the deleted page's address are sent from now on (a 301): a page's route. Default '/'. */
  redirectTo?: string;
}

/** The route a deleted page's visitors are sent to: a page of the site, other than the one deleted. */
async function redirectTarget(root: string, deleted: string, redirectTo: unknown): Promise<string> {
  const route = redirectTo ?? '/';
  const pages = (await listPageFiles(root)).filter((file) => file !== deleted);
  const routes = pages.map((file) => routeOf(file)).filter((candidate) => candidate !== NOT_FOUND_ROUTE);
  if (typeof route !== 'string' || !routes.includes(route)) {
    throw new EditorRefusal(
      400,
      `Refused: visitors of the deleted page must be sent to a page of the site; '${String(route).slice(0, 100)}' is none.`,
    );
  }
  return route;
}

/**
 * Deletes a page, unless another page or site.json links to it (409 listing them: those links would
 * break), and sends visitors of its address on to `redirectTo` (redirects.json, 301). A page at an address
 * the site keeps (/robots.txt) is deleted too, without a redirect from there, and the answer says so (`note`).
 */
export async function deletePage(
  root: string,
  file: string,
  options: DeletePageOptions = {},
): Promise<DeletedResponse & ChangedFiles> {
  const route = movableRoute(file, 'deleted');
  refuseRequiredRoute(root, route, 'deleted');
  const redirectTo = await redirectTarget(root, file, options.redirectTo);
  const linking = (await linkingFiles(root, file)).filter((other) => hasLinkTo(other.data, route));
  if (linking.length > 0) {
    const linkedFrom = linking.map((other) => ({ file: other.file, route: routeOf(other.file) }));
    const body: LinkedResponse = { error: 'linked', linkedFrom };
    throw new EditorRefusal(409, `${file} is linked from ${linking.length} files; remove those links first.`, {
      ...body,
    });
  }
  await rm(path.join(root, file));
  const files = [file, ...(await addRedirect(root, route, redirectTo))];
  return reservedPageAddress(file) === undefined
    ? { deleted: file, files }
    : { deleted: file, files, note: reservedPageOutcome(route, redirectTo) };
}

/**
 * Moves a page to a new route (the file path is the route) and rewrites every internal link to the
 * old route, in site.json, the other pages and the page itself, keeping anchors. Each rewritten file
 * gets the formatter's text, so its diff holds only the changed links. The new file is written before
 * the old one is removed, so a failure half-way leaves a page at one route or both, never none; a
 * target the sandbox refuses is refused before anything is written. The old address then redirects
 * to the new one (redirects.json, 301), and earlier redirects to the old address follow it.
 */
export async function movePage(root: string, file: string, body: PageJson): Promise<MovedPageResponse & ChangedFiles> {
  const from = movableRoute(file, 'moved');
  refuseRequiredRoute(root, from, 'moved');
  const { route: to, file: newFile } = await checkNewRoute(root, body.route);
  const page = await readPage(root, file);
  const moved = withLinksMoved(await forNewFile(root, page.data, newFile), from, to).data;
  await writeNewPage(root, newFile, await textToSave(moved, page.text, path.join(root, newFile)));
  const updated: string[] = [];
  for (const other of await linkingFiles(root, file)) {
    if (other.file === newFile) continue;
    const rewritten = withLinksMoved(other.data, from, to);
    if (!rewritten.changed) continue;
    const absolute = path.join(root, other.file);
    await writeFileAtomically(absolute, await textToSave(rewritten.data, other.text, absolute));
    updated.push(other.file);
  }
  await rm(path.join(root, file));
  const redirects = await addRedirect(root, from, to);
  const result = { file: newFile, route: to, updated, files: [newFile, ...updated, file, ...redirects] };
  return reservedPageAddress(file) === undefined ? result : { ...result, note: reservedPageOutcome(from, to) };
}
