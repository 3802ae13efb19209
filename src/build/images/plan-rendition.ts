import { createHash } from 'node:crypto';
import path from 'node:path';
import type { ImageLayout } from './image-layout.ts';
import type { ImageRendition, ImageSource, NarrowRendition } from '../../browser/images/image-rendition.ts';
import type { RasterFormat, SourceImage } from './source-image.ts';

/** A point of the photo in 0..1 from its left and top edges: what a crop keeps in view. */
export interface Focus {
  x: number;
  y: number;
}

export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** One file the build writes: a source, cut and resized, in one format. */
export interface ImageVariant {
  /** Its address on the site: '/assets/images/<name>-<width>.<hash>.<ext>'. */
  url: string;
  source: string;
  sourceHash: string;
  kind: SourceImage['kind'];
  /** Region of the (upright) source to keep; the whole image when absent. */
  crop?: Crop;
  width: number;
  height: number;
  format: RasterFormat;
}

/** The widths a photo is encoded at (never above its own): Astro's and Next's usual steps. */
export const STANDARD_WIDTHS = [480, 768, 1200, 1600, 2400];
/** Under assets/: the server sends them with a year-long immutable cache, like Vite's files. */
export const IMAGES_URL_PREFIX = '/assets/images/';
/** Changing how files are encoded (quality, effort) must change every name: bump this. */
const ENCODING_VERSION = 1;

export const MIME_TYPES: Record<RasterFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
};
const EXTENSION: Record<RasterFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

/** The largest region of `aspect` (width / height) that fits the image, centred on the focus as far as the edges allow. */
export function cropAround(width: number, height: number, aspect: number, focus: Focus = { x: 0.5, y: 0.5 }): Crop {
  const clamp = (value: number, max: number) => Math.min(Math.max(Math.round(value), 0), max);
  if (width / height > aspect) {
    const cropWidth = Math.min(width, Math.round(height * aspect));
    return { left: clamp(focus.x * width - cropWidth / 2, width - cropWidth), top: 0, width: cropWidth, height };
  }
  const cropHeight = Math.min(height, Math.round(width / aspect));
  return { left: 0, top: clamp(focus.y * height - cropHeight / 2, height - cropHeight), width, height: cropHeight };
}

/**
 * The widths to encode: the standard steps up to twice the largest display width (sharp on
 * high-density screens), never wider than the picture, plus the picture's own width when it falls
 * between two steps inside that range.
 */
export function widthsFor(available: number, largestPx: number): number[] {
  const cap = STANDARD_WIDTHS.find((width) => width >= largestPx * 2) ?? STANDARD_WIDTHS.at(-1)!;
  const widths = STANDARD_WIDTHS.filter((width) => width <= Math.min(available, cap));
  if (available < cap && !widths.includes(available)) widths.push(available);
  return widths;
}

/** The format of the <img> for browsers without AVIF or WebP: the original's, or JPEG/PNG for an AVIF or WebP original. */
export function fallbackFormat(source: SourceImage): RasterFormat {
  if (source.format === 'jpeg' || source.format === 'png') return source.format;
  return source.hasAlpha ? 'png' : 'jpeg';
}

function variantUrl(src: string, source: SourceImage, crop: Crop | undefined, width: number, format: RasterFormat) {
  const stem = path.posix
    .basename(src, path.posix.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const hash = createHash('sha256')
    .update(JSON.stringify([ENCODING_VERSION, source.hash, crop ?? null, width, format]))
    .digest('hex')
    .slice(0, 10);
  return `${IMAGES_URL_PREFIX}${stem}-${width}.${hash}.${EXTENSION[format]}`;
}

const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;

interface Planned {
  rendition: ImageRendition;
  variants: ImageVariant[];
}

/** One crop of a raster at every width of the layout, in AVIF, WebP and the fallback format. */
function planWidths(
  source: SourceImage & { width: number; height: number },
  src: string,
  layout: Pick<ImageLayout, 'largestPx' | 'sizes'>,
  crop: Crop | undefined,
  focus: Focus | undefined,
): Planned {
  const shown = crop ?? { left: 0, top: 0, width: source.width, height: source.height };
  const widths = widthsFor(shown.width, layout.largestPx);
  const fallback = fallbackFormat(source);
  const variants: ImageVariant[] = [];
  const srcSetOf = (format: RasterFormat) =>
    widths
      .map((width) => {
        const variant: ImageVariant = {
          url: variantUrl(src, source, crop, width, format),
          source: source.file,
          sourceHash: source.hash,
          kind: 'raster',
          ...(crop && { crop }),
          width,
          height: Math.max(1, Math.round((width * shown.height) / shown.width)),
          format,
        };
        variants.push(variant);
        return `${variant.url} ${width}w`;
      })
      .join(', ');
  const sources: ImageSource[] = (['avif', 'webp'] as const).map((format) => ({
    type: MIME_TYPES[format],
    srcSet: srcSetOf(format),
  }));
  const srcSet = srcSetOf(fallback);
  // For browsers that ignore srcset: the width nearest a laptop screen's.
  const fallbackWidth = [...widths].reverse().find((width) => width <= 1200) ?? widths[0]!;
  const position = focus && {
    position: `${percent((focus.x * source.width - shown.left) / shown.width)} ${percent((focus.y * source.height - shown.top) / shown.height)}`,
  };
  return {
    rendition: {
      src: variantUrl(src, source, crop, fallbackWidth, fallback),
      width: shown.width,
      height: shown.height,
      sources,
      srcSet,
      sizes: layout.sizes,
      // Behind a transparent picture (a logo) the colour would stay visible.
      ...(source.dominant && !source.hasAlpha && { placeholder: source.dominant }),
      ...position,
    },
    variants,
  };
}

/** The share card: one JPEG of exactly the layout's size, cut around the focus (an SVG is drawn first). */
function planExact(source: SourceImage, src: string, layout: ImageLayout, focus: Focus | undefined): Planned {
  const { width, height, format } = layout.exact!;
  // An SVG is drawn to cover the card; a photo is cut around its focus point.
  const crop =
    source.kind === 'raster' && source.width && source.height
      ? cropAround(source.width, source.height, width / height, focus)
      : undefined;
  const variant: ImageVariant = {
    url: variantUrl(src, source, crop, width, format),
    source: source.file,
    sourceHash: source.hash,
    kind: source.kind,
    ...(crop && { crop }),
    width,
    height,
    format,
  };
  return {
    rendition: {
      src: variant.url,
      width,
      height,
      sources: [],
      srcSet: '',
      sizes: layout.sizes,
    },
    variants: [variant],
  };
}

/**
 * What the build makes of one image shown in `layout`: the rendition the page data carries and
 * the files to write. SVGs (other than share images) are shown as they are: no rendition.
 */
export function planRendition(
  source: SourceImage,
  src: string,
  layout: ImageLayout,
  options: { focus?: Focus; withNarrow?: boolean } = {},
): Planned | undefined {
  if (layout.exact) return planExact(source, src, layout, options.focus);
  if (source.kind !== 'raster' || !source.width || !source.height) return undefined;
  const sized = source as SourceImage & { width: number; height: number };
  const { focus } = options;
  const crop = layout.aspect ? cropAround(sized.width, sized.height, layout.aspect, focus) : undefined;
  const planned = planWidths(sized, src, layout, crop, focus);
  if (!layout.narrow || !options.withNarrow) return planned;
  const narrowCrop = cropAround(sized.width, sized.height, layout.narrow.aspect, focus);
  const narrow = planWidths(sized, src, { largestPx: layout.narrow.maxWidthPx, sizes: '100vw' }, narrowCrop, focus);
  const narrowRendition: NarrowRendition = { ...narrow.rendition, maxWidthPx: layout.narrow.maxWidthPx };
  return {
    rendition: { ...planned.rendition, narrow: narrowRendition },
    variants: [...planned.variants, ...narrow.variants],
  };
}
