import { imageLayoutFor, shareLayout, siteLogoLayout, type ImageLayout } from '../../browser/images/image-layouts.ts';
import type { Focus } from './plan-rendition.ts';

type JsonObject = Record<string, unknown>;

/** Where an image sits decides its layout; the banner's desktop image also gets a mobile crop unless a mobile image is named. */
export type LayoutAt = (pointer: string) => ImageLayout & { withNarrow?: boolean };

/** An image object as pages write it (the schema's `image`): a `src` under /images/ and an `alt`. */
export function isImage(value: unknown): value is JsonObject & { src: string } {
  const object = value as JsonObject | null;
  return (
    object !== null &&
    typeof object === 'object' &&
    typeof object.src === 'string' &&
    object.src.startsWith('/images/') &&
    typeof object.alt === 'string'
  );
}

/** The author's focus point, when the image has a complete one. */
export function focusOf(image: JsonObject): Focus | undefined {
  const focus = image.focus as Focus | undefined;
  return focus && typeof focus.x === 'number' && typeof focus.y === 'number' ? focus : undefined;
}

/**
 * The layout of the image at `pointer` of a page: the share image at /image, else its block's.
 * One function for the build (which widths to encode) and validation (is the photo big enough).
 */
export function pageImageLayoutAt(page: unknown): LayoutAt {
  const blocks = ((page as JsonObject | null)?.blocks ?? []) as ({ type: string } & JsonObject)[];
  return (pointer) => {
    if (pointer === '/image') return shareLayout;
    const match = /^\/blocks\/(\d+)(\/.*)$/.exec(pointer);
    const block = Array.isArray(blocks) && match ? blocks[Number(match[1])] : undefined;
    if (!block || !match || typeof block !== 'object') return imageLayoutFor({ type: '' }, pointer);
    return { ...imageLayoutFor(block, match[2]!), withNarrow: match[2] === '/image' && block.mobile === undefined };
  };
}

/** site.json: the share image, and logos everywhere else. */
export const siteImageLayoutAt: LayoutAt = (pointer) => (pointer === '/shareImage' ? shareLayout : siteLogoLayout);
