import type { ReceivedImage } from '../../../generated/received-types';
import { getAt, type Json } from '../document/json-pointer';
import type { ImageInfo } from '../server-api/types';

/** What the image field knows of the build's view of its image. */
export type Processed =
  /** The live check has not yet answered about this file. */
  | { state: 'pending' }
  /** The pipeline could not read the file (missing, not an image): validation says why. */
  | { state: 'unreadable' }
  | { state: 'ready'; image: ReceivedImage };

/**
 * The image at `pointer` in the document as the server resolved it for the preview (the build's
 * pipeline: size from the file, renditions), if it is about the file the field names now.
 */
export function processedImageAt(processed: Json | null | undefined, pointer: string, src: unknown): Processed {
  const found = processed == null ? undefined : (getAt(processed, pointer) as unknown as ReceivedImage | undefined);
  if (!found || typeof found !== 'object' || found.src !== src) return { state: 'pending' };
  if (typeof found.width !== 'number' || typeof found.height !== 'number') return { state: 'unreadable' };
  return { state: 'ready', image: found };
}

const FORMAT_NAMES: Record<string, string> = { jpg: 'JPEG', jpeg: 'JPEG', png: 'PNG', webp: 'WebP', avif: 'AVIF' };

/** The widths of a srcset ('a-480.jpg 480w, a-768.jpg 768w'), smallest first. */
export function srcSetWidths(srcSet: string): number[] {
  return srcSet
    .split(',')
    .map((candidate) => Number(/\s(\d+)w\s*$/.exec(candidate)?.[1]))
    .filter((width) => width > 0)
    .sort((a, b) => a - b);
}

const size = (width: number | undefined, height: number | undefined) => `${width} × ${height} px`;

/**
 * One sentence for the author: the file's size (as the build reads it), and what the site serves of
 * it: the formats and widths of a photo's rendition and the size its block cuts it to, or an SVG as it is.
 */
export function describeProcessed(image: ReceivedImage, file: ImageInfo | undefined): string {
  const { rendition } = image;
  if (!rendition) return `${size(image.width, image.height)}; the site serves this file as it is.`;
  const fallback = FORMAT_NAMES[rendition.src.split('.').pop()?.toLowerCase() ?? ''] ?? 'the original format';
  const formats = [
    ...rendition.sources.map((source) => FORMAT_NAMES[source.type.split('/')[1] ?? ''] ?? source.type),
    fallback,
  ];
  const widths = srcSetWidths(rendition.srcSet);
  const range =
    widths.length > 1 ? `${widths[0]} to ${widths.at(-1)} px wide` : `${widths[0] ?? rendition.width} px wide`;
  const fileSize = file?.width && file.height ? `Photo ${size(file.width, file.height)}` : 'Photo';
  const cut =
    file?.width && file.height && (file.width !== image.width || file.height !== image.height)
      ? `, cut to ${size(image.width, image.height)} by its block`
      : '';
  return `${fileSize}${cut}; the site serves it as ${formats.join(', ')}, ${range}.`;
}
