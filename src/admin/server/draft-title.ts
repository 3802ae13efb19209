import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionFileParts } from '../../collections/collections.ts';
import { routeOfChangedFile } from './review-routes.ts';

/**
 * Whether a draft's title is still the file it was started with ('pages/about.json', or 'changes' when
 * nothing named one): such a title is replaced by the page's own once a save has written it.
 */
export function isFileTitle(title: string): boolean {
  return title === 'changes' || /^[A-Za-z0-9._/-]+\.json$/.test(title);
}

async function titleIn(root: string, file: string, field: string): Promise<string | null> {
  try {
    const data: unknown = JSON.parse(await readFile(path.join(root, file), 'utf8'));
    const value = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[field] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  } catch {
    return null;
  }
}

/**
 * What an author calls the draft: the title of the page or entry its first save wrote, with its address
 * ('About us · /about', 'Blog post: Vision checks · /blogs/vision-checks'), 'Site settings' for site.json;
 * the file itself only when nothing better can be read (a picture, a deleted page without an address).
 */
export async function draftTitleOf(root: string, file: string): Promise<string> {
  if (file === 'site.json') return 'Site settings';
  const entry = collectionFileParts(file);
  const route = routeOfChangedFile(file);
  const title = await titleIn(root, file, entry ? entry.collection.titleField : 'title');
  const named = entry ? `${entry.collection.entryTitle}: ${title ?? entry.slug}` : title;
  if (named === null) return route ?? file;
  return route === null ? named : `${named} · ${route}`;
}
