/**
 * The images the editor lists, serves and accepts, in one place. It agrees with the image schema
 * (schemas/defs.schema.json, an image `src` ends in .svg, .png, .jpg, .jpeg, .webp or .avif) and with
 * the build's pipeline (RASTER_EXTENSIONS): tests/page-editor/image-types.test.ts holds them together.
 */

/** The raster formats an upload may be, recognised by their first bytes (never by name or header). */
export type RasterType = 'png' | 'jpeg' | 'webp' | 'avif';

/** The file name extensions each format may carry. */
export const EXTENSIONS_OF: Record<RasterType, readonly string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  webp: ['.webp'],
  avif: ['.avif'],
};

/** The formats an upload may be, as an author reads them in a refusal. */
export const UPLOAD_FORMATS = 'PNG, JPEG, WebP or AVIF';

/** Image types the picker lists and the preview serves; SVG is listed (the site has SVGs) but never uploaded. */
export const IMAGE_EXTENSIONS: readonly string[] = [...Object.values(EXTENSIONS_OF).flat(), '.svg'];

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image format of a file's bytes, or undefined when they are no raster image this site serves. */
export function sniffImageType(bytes: Uint8Array): RasterType | undefined {
  if (bytes.length < 12) return undefined;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return undefined;
}

/** A GIF, by name or by bytes: refused with its own message, since authors often have them. */
export function isGif(name: string, bytes: Uint8Array): boolean {
  const signature = ascii(bytes, 0, 6);
  return name.toLowerCase().endsWith('.gif') || signature === 'GIF87a' || signature === 'GIF89a';
}

/** Content types for serving images to the picker and the preview. */
export const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  // Served with a CSP (see serveImage) so a script inside an SVG never runs at the editor's origin.
  '.svg': 'image/svg+xml',
};
