import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { RenamedEntryResponse } from '../shared/editor-api.ts';
import { addRedirect, removeRedirectFrom } from '../../build/redirects/add-redirect.ts';
import { collectionFileParts, SLUG } from '../../collections/collections.ts';
import { isScheduled } from '../../collections/visibility.ts';
import { noSlugRefusal, slugOfTitle } from '../shared/entry-slug.ts';
import { createFileAtomically, writeFileAtomically } from './atomic-write.ts';
import { readDiskText, textToSave } from './editor-document.ts';
import { EditorRefusal } from './editor-refusal.ts';
import { takenAddressRefusal } from './entry-operations.ts';
import { withLinksMoved } from './internal-links.ts';
import { linkingFiles, type ChangedFiles } from './page-operations.ts';
import { editablePath } from './sandbox.ts';

/**
 * Gives an entry a new address (its file name is its slug), as moving a page does: the file is
 * renamed, every link to the old address (pages, site.json, entries, rich text) follows it, and a
 * published entry's old address redirects to the new one (redirects.json, 301). A scheduled entry's
 * address no visitor has had yet, so it gets no redirect. `slug` may be typed as words
 * ('Belt Conveyors'): it becomes a slug as a title does. The new file is written before the old one
 * is removed, so a failure half-way leaves the entry at one address or both, never none.
 */
export async function renameEntry(
  root: string,
  file: string,
  body: { slug?: unknown },
  now: Date,
): Promise<RenamedEntryResponse & ChangedFiles> {
  const parts = collectionFileParts(file);
  if (!parts) throw new EditorRefusal(400, `Refused: ${file} is not a collection entry.`);
  const { collection } = parts;
  const what = collection.entryTitle.toLowerCase();
  const slug = slugOfTitle(typeof body.slug === 'string' ? body.slug : '');
  if (!SLUG.test(slug)) {
    throw new EditorRefusal(400, noSlugRefusal(what, 'new address'));
  }
  if (slug === parts.slug) throw new EditorRefusal(400, `Refused: the ${what} already has the address '${slug}'.`);
  const newFile = `${collection.folder}${slug}.json`;
  const absolute = await editablePath(root, newFile, ['entry']);
  const text = await readDiskText(path.join(root, file), file);
  const data = JSON.parse(text) as unknown;
  const from = collection.detailRoute?.(parts.slug);
  const to = collection.detailRoute?.(slug);
  const moved = from !== undefined && to !== undefined ? withLinksMoved(data, from, to).data : data;
  try {
    await createFileAtomically(absolute, await textToSave(moved, text, absolute));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    throw takenAddressRefusal(collection, slug, 'Choose another address.');
  }
  const updated: string[] = [];
  if (from !== undefined && to !== undefined) {
    for (const other of await linkingFiles(root, file)) {
      if (other.file === newFile) continue;
      const rewritten = withLinksMoved(other.data, from, to);
      if (!rewritten.changed) continue;
      const otherPath = path.join(root, other.file);
      await writeFileAtomically(otherPath, await textToSave(rewritten.data, other.text, otherPath));
      updated.push(other.file);
    }
  }
  await rm(path.join(root, file));
  const published = !isScheduled((data ?? {}) as object, now);
  const redirects =
    from === undefined || to === undefined
      ? []
      : published
        ? await addRedirect(root, from, to)
        : await removeRedirectFrom(root, to);
  return { file: newFile, slug, route: to, updated, files: [newFile, ...updated, file, ...redirects] };
}
