import { isImage } from '../images/image-layout-at.ts';
import type { IntrinsicSize, Migration, MigrationContext } from './migration.ts';

type Json = Record<string, unknown>;

/** Aspect ratios this close are the same shape (rounding of authored pixel sizes). */
const SAME_ASPECT = 0.01;

/**
 * Whether the width and height written on `image` say nothing its file does not: a photo's are
 * ignored by the build (its size is read from the file), an SVG's are the box's shape only when
 * they differ from the shape the file states. Without a known size (SVG without one, missing
 * file) they are the only size there is.
 */
function sizeIsRedundant(image: Json, size: IntrinsicSize | undefined): boolean {
  if (!size) return false;
  if (size.kind === 'raster') return true;
  const { width, height } = image;
  if (typeof width !== 'number' || typeof height !== 'number') return false;
  return Math.abs(width / height / (size.width / size.height) - 1) < SAME_ASPECT;
}

/** `image` without its width and height when the file gives them; the same object otherwise. */
export function withoutRedundantSize(image: Json & { src: string }, context: MigrationContext | undefined): Json {
  if (image.width === undefined && image.height === undefined) return image;
  if (!sizeIsRedundant(image, context?.intrinsicSize(image.src))) return image;
  const { width: _width, height: _height, ...rest } = image;
  return rest;
}

/** A copy of `value` with every image in it passed through `withoutRedundantSize`; key order kept. */
export function withoutRedundantSizes(value: unknown, context: MigrationContext | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutRedundantSizes(item, context));
  if (value === null || typeof value !== 'object') return value;
  if (isImage(value)) return withoutRedundantSize(value, context);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withoutRedundantSizes(child, context)]));
}

/**
 * Version 3 -> 4: authors stop typing image sizes. The build reads every photo's width and height
 * (so its aspect ratio, which keeps the page from jumping) from the file, and an SVG's from its
 * viewBox or width and height; the numbers in the page are removed wherever the file gives them.
 * They are kept where it does not (an SVG that states no size, a file that is missing) and where an
 * SVG's written shape differs from its file's, since there they still shape the box.
 */
export const imageSizeFromFile: Migration = {
  from: 3,
  summary:
    'image width and height are removed wherever the file gives its size (photos, SVGs with a viewBox or size); ' +
    'kept for SVGs that state no size, missing files, and SVGs drawn at another shape.',
  migrate: (page, context) => withoutRedundantSizes(page, context) as Json,
};
