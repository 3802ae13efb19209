import type { EntryPreview } from '../shared/editor-api.ts';
import { pageFileOfRoute } from '../../build/pages/page-route.ts';
import { readPage } from '../../build/pages/read-page.ts';
import { collectionFileParts } from '../../collections/collections.ts';
import { resolvePreviewPage } from './preview-images.ts';

type View = NonNullable<EntryPreview['detail']>;

/** A page made from a file as the build makes it (readPage: an entry through its collection's template). */
async function viewOf(root: string, route: string, file: string, site: unknown): Promise<View> {
  const page = readPage(root, file, site) as unknown as { blocks?: unknown };
  if (!Array.isArray(page.blocks)) return { route, page: null };
  return { route, page: await resolvePreviewPage(root, page) };
}

/**
 * An entry's two views for the preview's switch: its own page (posts and jobs) and the page that
 * lists it (/blogs, /careers/current-openings; news is listed on the home page). Both are made the
 * way the build makes them, from the files as saved (in the admin, the author's draft), so the
 * preview shows the entry where visitors will see it, list queries and all.
 */
export async function entryPreviewOf(root: string, file: string, site: unknown): Promise<EntryPreview> {
  const parts = collectionFileParts(file);
  if (!parts) return {};
  const { collection, slug } = parts;
  const detailRoute = collection.detailRoute?.(slug);
  const listRoute = collection.listRoute ?? '/';
  try {
    const [detail, list] = await Promise.all([
      detailRoute === undefined ? undefined : viewOf(root, detailRoute, file, site),
      viewOf(root, listRoute, pageFileOfRoute(listRoute), site),
    ]);
    const missing = detail !== undefined && detail.page === null;
    return {
      ...(detail ? { detail } : {}),
      ...(list ? { list } : {}),
      ...(missing ? { note: `This site cannot show ${collection.title.toLowerCase()} as pages yet.` } : {}),
    };
  } catch (error) {
    return { note: `The preview could not be made: ${(error as Error).message}` };
  }
}
