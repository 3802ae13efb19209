import type { ImageRendition } from '../../browser/images/image-rendition.ts';
import { projectSchemasDir } from '../validation/apply-schema-defaults.ts';
import { getValidator } from '../validation/create-validator.ts';
import type { ImageLayout } from './image-layout.ts';
import { focusOf, isImage, pageImageLayoutAt, siteImageLayoutAt, type LayoutAt } from './image-layout-at.ts';
import { planRendition, type ImageVariant } from './plan-rendition.ts';
import { publicImageFile, readSourceImage } from './source-image.ts';
import { rememberVariants } from './variant-registry.ts';

type JsonObject = Record<string, unknown>;

interface Found {
  image: JsonObject & { src: string };
  layout: ImageLayout;
  /** The banner's desktop image also gets its mobile crop unless the banner names a mobile image. */
  withNarrow: boolean;
  replace: (resolved: JsonObject) => void;
}

/**
 * Every image in `value` (copied on the way, so the caller's data is never changed), with where it
 * sits: as a property (`image`) or as an item of a list (a logo strip's `logos`).
 */
function collect(value: unknown, pointer: string, layoutAt: LayoutAt, found: Found[]): unknown {
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> | unknown[] = Array.isArray(value) ? [...value] : { ...value };
  const slots = copy as Record<string, unknown>;
  for (const [key, child] of Object.entries(value)) {
    const childPointer = `${pointer}/${key}`;
    if (isImage(child)) {
      const { withNarrow = false, ...layout } = layoutAt(childPointer);
      found.push({ image: child, layout, withNarrow, replace: (resolved) => (slots[key] = resolved) });
    } else {
      slots[key] = collect(child, childPointer, layoutAt, found);
    }
  }
  return copy;
}

/**
 * Fills each image in with what its file says: width and height (so the box keeps its shape while
 * loading), and for a photo a rendition (AVIF/WebP/fallback at every width the layout needs, its
 * dominant colour, its crops). A file that cannot be read is left as the author wrote it:
 * validation reports it.
 */
async function resolveFound(root: string, found: Found[]): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  await Promise.all(
    found.map(async ({ image, layout, withNarrow, replace }) => {
      const file = publicImageFile(root, image.src);
      const source = file && (await readSourceImage(root, file).catch(() => undefined));
      if (!source) return;
      const planned = planRendition(source, image.src, layout, { focus: focusOf(image), withNarrow });
      if (planned) variants.push(...planned.variants);
      const rendition: ImageRendition | undefined = planned?.rendition;
      // A photo's size is the file's (after the crop its block makes); an SVG's may be written in the page.
      const size =
        source.kind === 'raster' && rendition && !layout.exact
          ? { width: rendition.width, height: rendition.height }
          : {
              width: (image.width as number | undefined) ?? source.width,
              height: (image.height as number | undefined) ?? source.height,
            };
      replace({ ...image, ...size, ...(rendition && { rendition }) });
    }),
  );
  await rememberVariants(root, variants);
  return variants;
}

/** The schema layer over the project's schemas, whose `x-image-layout`s say how wide each image shows. */
const layerOf = (root: string) => getValidator(projectSchemasDir(root)).layer;

/** A page (defaults filled in) with its images resolved, and the files they need. */
export async function resolvePageImages<Page>(
  root: string,
  page: Page,
): Promise<{ data: Page; variants: ImageVariant[] }> {
  const found: Found[] = [];
  const data = collect(page, '', pageImageLayoutAt(layerOf(root), page), found) as Page;
  return { data, variants: await resolveFound(root, found) };
}

/** site.json with its share image and logos resolved. */
export async function resolveSiteImages<Site>(
  root: string,
  site: Site,
): Promise<{ data: Site; variants: ImageVariant[] }> {
  const found: Found[] = [];
  const data = collect(site, '', siteImageLayoutAt(layerOf(root), site), found) as Site;
  return { data, variants: await resolveFound(root, found) };
}
