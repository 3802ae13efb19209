/** The raster formats an upload may be, recognised by their first bytes (never by name or header). */
export type RasterType = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image format of a file's bytes, or undefined when they are no raster image this site serves. */
export function sniffImageType(bytes: Uint8Array): RasterType | undefined {
  if (bytes.length < 12) return undefined;
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'avif';
  return undefined;
}

/** The file name extensions each format may carry. */
export const EXTENSIONS_OF: Record<RasterType, readonly string[]> = {
  png: ['.png'],
  jpeg: ['.jpg', '.jpeg'],
  gif: ['.gif'],
  webp: ['.webp'],
  avif: ['.avif'],
};

/** Content types for serving images to the picker and the preview. */
export const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  // Served with a CSP (see serveImage) so a script inside an SVG never runs at the editor's origin.
  '.svg': 'image/svg+xml',
};
