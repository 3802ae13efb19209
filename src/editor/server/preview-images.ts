import { resolvePageImages, resolveSiteImages } from '../../build/images/resolve-images.ts';
import { editablePath } from './sandbox.ts';

type JsonObject = Record<string, unknown>;

/** Where an image that leaves public/images/ points instead: no URL the editor or the pipeline resolves. */
export const REFUSED_IMAGE_PREFIX = '/refused-image';

function isImageReference(value: unknown): value is JsonObject & { src: string } {
  const object = value as JsonObject | null;
  return object !== null && typeof object === 'object' && typeof object.src === 'string';
}

async function mayRead(root: string, src: string): Promise<boolean> {
  if (!src.startsWith('/images/')) return true; // not the pipeline's: it leaves it alone
  let decoded: string;
  try {
    decoded = decodeURIComponent(src);
  } catch {
    return false;
  }
  return editablePath(root, `public${decoded}`, ['image']).then(
    () => true,
    () => false,
  );
}

/**
 * A copy of `value` in which every image `src` the editor may not read (a '..' path, a link out of
 * public/images/) is moved under REFUSED_IMAGE_PREFIX, so the image pipeline never opens, measures
 * or re-encodes a file outside the editor's sandbox for an unsaved document. Validation reports such
 * a path to the author; the preview shows it as a missing image.
 */
export async function fenceImages<T>(root: string, value: T): Promise<T> {
  const walk = async (node: unknown): Promise<unknown> => {
    if (Array.isArray(node)) return Promise.all(node.map(walk));
    if (node === null || typeof node !== 'object') return node;
    const entries = await Promise.all(
      Object.entries(node).map(async ([key, child]) => [key, await walk(child)] as const),
    );
    const copy: JsonObject = Object.fromEntries(entries);
    if (isImageReference(copy) && !(await mayRead(root, copy.src))) copy.src = `${REFUSED_IMAGE_PREFIX}${copy.src}`;
    return copy;
  };
  return (await walk(value)) as T;
}

/**
 * The page (defaults and site references applied) as the build resolves it: each image with the size
 * read from its file and, for a photo, its rendition (AVIF/WebP srcsets, placeholder colour, crops).
 * The renditions' files are served by /assets/images/ (serveImageVariants), encoded on first request.
 */
export async function resolvePreviewPage<Page>(root: string, page: Page): Promise<Page> {
  return (await resolvePageImages(root, await fenceImages(root, page))).data;
}

/** site.json's logos and share image, resolved like the build's. */
export async function resolvePreviewSite<Site>(root: string, site: Site): Promise<Site> {
  return (await resolveSiteImages(root, await fenceImages(root, site))).data;
}
