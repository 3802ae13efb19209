import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { CreatedEntryResponse, LinkedResponse } from '../shared/editor-api.ts';
import { addRedirect, removeRedirectFrom } from '../../build/redirects/add-redirect.ts';
import { routeOf } from '../../build/validation/check-routes.ts';
import {
  collectionFileParts,
  collectionNamed,
  SLUG,
  type CollectionDefinition,
} from '../../collections/collections.ts';
import { isJsonObject, newItem, type Json } from '../../schema/index.ts';
import { createFileAtomically } from './atomic-write.ts';
import { textToSave } from './editor-document.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { noSlugRefusal, slugOfTitle } from '../shared/entry-slug.ts';
import { addDays, indianDate } from './indian-date.ts';
import { projectSchemaLayer } from './project-schema-layer.ts';
import { hasLinkTo } from './internal-links.ts';
import { linkingFiles, type ChangedFiles } from './page-operations.ts';
import { editablePath } from './sandbox.ts';

/** How long a new job opening stays open unless the author says otherwise. */
export const JOB_OPEN_DAYS = 30;
/** The fields holding the day an entry is filed under, set to today in a new one. */
const TODAY_FIELDS = ['date', 'datePosted'];
/** The fields an entry's title goes into: a news item has a headline. */
const TITLE_FIELDS = ['title', 'headline'];

const article = (words: string) => (/^[aeiou]/i.test(words) ? `an ${words}` : `a ${words}`);

/** The refusal for a slug another entry has: its page would take that one's address. */
export function takenAddressRefusal(collection: CollectionDefinition, slug: string, advice: string): EditorRefusal {
  return new EditorRefusal(
    409,
    `Refused: ${article(collection.entryTitle.toLowerCase())} already has ${placeOf(collection, slug)}. ${advice}`,
  );
}

function collectionOf(name: unknown): CollectionDefinition {
  const collection = typeof name === 'string' ? collectionNamed(name) : undefined;
  if (!collection) throw new EditorRefusal(400, `Refused: there is no collection called '${String(name)}'.`);
  return collection;
}

/** The entry's address, in the words the author reads in the refusal. */
function placeOf(collection: CollectionDefinition, slug: string): string {
  const file = `${collection.folder}${slug}.json`;
  const route = collection.detailRoute?.(slug);
  return route ? `the address ${route} (${file})` : `the file ${file}`;
}

/**
 * A new entry's data: its schema's template (required fields with TODO markers, `x-template`
 * values, newItem in src/schema), the author's title, today's Indian date in its date fields and,
 * for a job, a closing date JOB_OPEN_DAYS later; `$schema` first, as in every entry file.
 */
export async function entryTemplate(
  root: string,
  collection: CollectionDefinition,
  title: string,
  now: Date,
): Promise<Record<string, Json>> {
  const layer = await projectSchemaLayer(root);
  if (!layer.hasDocument(collection.schemaId)) {
    throw new EditorRefusal(
      422,
      `Refused: this site has no schema for ${collection.title.toLowerCase()} (schemas/${collection.schemaFile} is missing); ask a developer to add it.`,
    );
  }
  const resolved = layer.resolve({ $ref: collection.schemaId }, collection.schemaId);
  const properties = isJsonObject(resolved.schema.properties) ? resolved.schema.properties : {};
  const template = newItem(layer, resolved);
  const data: Record<string, Json> = isJsonObject(template) ? { ...(template as Record<string, Json>) } : {};
  const today = indianDate(now);
  for (const key of TITLE_FIELDS.filter((name) => Object.hasOwn(properties, name)).slice(0, 1)) data[key] = title;
  for (const key of TODAY_FIELDS) if (Object.hasOwn(properties, key)) data[key] = today;
  if (Object.hasOwn(properties, 'validThrough')) data.validThrough = addDays(today, JOB_OPEN_DAYS);
  const { $schema: _ignored, ...fields } = data;
  return { $schema: `../../schemas/${collection.schemaFile}`, ...fields };
}

/**
 * Creates content/<collection>/<slug>.json from the entry template, the slug made from the title.
 * Refused, with nothing written, when the title gives no slug or an entry already has that slug
 * (its page would take the other one's address). A redirect from the new entry's address (left by a
 * post moved or deleted earlier) is dropped, as for a new page: the redirect would send its visitors away.
 */
export async function createEntry(
  root: string,
  body: { collection?: unknown; title?: unknown },
  now: Date,
): Promise<CreatedEntryResponse & ChangedFiles> {
  const collection = collectionOf(body.collection);
  const what = collection.entryTitle.toLowerCase();
  const title = typeof body.title === 'string' ? body.title.trim() : '';
  if (title === '') throw new EditorRefusal(400, `Refused: give the new ${what} a title.`);
  const slug = slugOfTitle(title);
  if (!SLUG.test(slug)) {
    throw new EditorRefusal(400, noSlugRefusal(what, 'title'));
  }
  const file = `${collection.folder}${slug}.json`;
  const absolute = await editablePath(root, file, ['entry']);
  const data = await entryTemplate(root, collection, title, now);
  await mkdir(path.dirname(absolute), { recursive: true });
  try {
    await createFileAtomically(absolute, await textToSave(data, '', absolute));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw takenAddressRefusal(collection, slug, 'Give this one another title.');
  }
  const route = collection.detailRoute?.(slug);
  const redirects = route === undefined ? [] : await removeRedirectFrom(root, route);
  return { file, slug, files: [file, ...redirects] };
}

/**
 * Deletes an entry, unless a page or site.json links to its page (409 listing them, as for pages).
 * Visitors of a deleted post's or job's address are sent to its list (redirects.json, 301).
 */
export async function deleteEntry(root: string, file: string): Promise<{ deleted: string } & ChangedFiles> {
  const parts = collectionFileParts(file);
  if (!parts) throw new EditorRefusal(400, `Refused: ${file} is not a collection entry.`);
  const route = parts.collection.detailRoute?.(parts.slug);
  if (route !== undefined) {
    const linking = (await linkingFiles(root, file)).filter((other) => hasLinkTo(other.data, route));
    if (linking.length > 0) {
      const body: LinkedResponse = {
        error: 'linked',
        linkedFrom: linking.map((other) => ({ file: other.file, route: routeOf(other.file) })),
      };
      throw new EditorRefusal(409, `${file} is linked from ${linking.length} files; remove those links first.`, {
        ...body,
      });
    }
  }
  await rm(path.join(root, file));
  const listRoute = parts.collection.listRoute;
  const redirects = route !== undefined && listRoute !== undefined ? await addRedirect(root, route, listRoute) : [];
  return { deleted: file, files: [file, ...redirects] };
}
