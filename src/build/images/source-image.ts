import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { imageCacheDir, readCacheFile, writeCacheFile } from './image-cache.ts';
import { isReallyInside } from './real-path-inside.ts';
import { svgSize } from './svg-size.ts';

export type RasterFormat = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the pipeline needs to know of a file in public/: read once per content, then cached. */
export interface SourceImage {
  /** Absolute path of the file. */
  file: string;
  /** SHA-256 of the bytes (hex): the cache key of everything made from it. */
  hash: string;
  bytes: number;
  kind: 'raster' | 'svg';
  /** As displayed: a phone photo's EXIF orientation applied. Undefined for an SVG that states no size. */
  width?: number;
  height?: number;
  /** Rasters only. */
  format?: RasterFormat;
  hasAlpha?: boolean;
  /** '#rrggbb', rasters only. */
  dominant?: string;
}

/**
 * The most pixels a source may have (2^28, about 268 megapixels, 16,384 x 16,384): sharp refuses to
 * decode more, to keep a build's memory bounded. A 24-megapixel camera photo is a tenth of it.
 */
export const MAX_SOURCE_PIXELS = 2 ** 28;

/** Extensions the pipeline resizes and re-encodes; SVGs pass through. */
export const RASTER_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif'];

export function isRasterPath(file: string): boolean {
  return RASTER_EXTENSIONS.includes(path.extname(file).toLowerCase());
}

/**
 * The file behind an image's `src` ('/images/a.jpg'), or undefined when the address does not
 * decode or leads out of public/ ('/images/../../secret', or a symbolic link to a folder elsewhere):
 * the pipeline never reads such a file.
 */
export function publicImageFile(root: string, src: string): string | undefined {
  const publicDir = path.join(root, 'public');
  let file: string;
  try {
    file = path.join(publicDir, decodeURIComponent(src));
  } catch {
    return undefined;
  }
  const relative = path.relative(publicDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return isReallyInside(publicDir, file) ? file : undefined;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

async function describeRaster(
  bytes: Buffer,
): Promise<Pick<SourceImage, 'width' | 'height' | 'format' | 'hasAlpha' | 'dominant'>> {
  // Loaded when a picture is first decoded, not with this module: its native library takes about 40 ms
  // to load, which `npm run validate` pays at every start although the image cache answers it after the first.
  const { default: sharp } = await import('sharp');
  // The header only: no pixel is decoded, so no limit is needed to read the size of a huge file.
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  const format = metadata.format === 'heif' ? 'avif' : metadata.format;
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp' && format !== 'avif') {
    throw new Error(`not a JPEG, PNG, WebP or AVIF image (sharp reads it as ${metadata.format})`);
  }
  const size = {
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    format,
    hasAlpha: metadata.hasAlpha,
  };
  // Too many pixels to decode: the size is known from the header, and validation says what to do.
  if (size.width * size.height > MAX_SOURCE_PIXELS) return size;
  // The histogram of a small copy: the same colour, without decoding 12 megapixels twice.
  const thumbnail = await sharp(bytes, { limitInputPixels: MAX_SOURCE_PIXELS })
    .autoOrient()
    .resize(64, 64, { fit: 'inside' })
    .toBuffer();
  const { dominant } = await sharp(thumbnail).stats();
  return { ...size, dominant: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
}

const memo = new Map<string, { key: string; image: Promise<SourceImage> }>();

/**
 * Reads an image's size, format and dominant colour. Remembered per file (by size and mtime) in
 * this process, and per content hash on disk, so a second build decodes nothing.
 */
export function readSourceImage(root: string, file: string): Promise<SourceImage> {
  return stat(file).then((stats) => {
    const key = `${stats.size}:${stats.mtimeMs}`;
    const known = memo.get(file);
    if (known?.key === key) return known.image;
    const image = describe(root, file);
    memo.set(file, { key, image });
    image.catch(() => memo.delete(file));
    return image;
  });
}

async function describe(root: string, file: string): Promise<SourceImage> {
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (!isRasterPath(file)) {
    return { file, hash, bytes: bytes.length, kind: 'svg', ...svgSize(bytes.toString('utf8')) };
  }
  const cached = path.join(imageCacheDir(root), 'meta', `${hash}.json`);
  const known = await readCacheFile(cached);
  const raster = known ? (JSON.parse(known.toString('utf8')) as Awaited<ReturnType<typeof describeRaster>>) : undefined;
  const described = raster ?? (await describeRaster(bytes));
  if (!raster) await writeCacheFile(cached, JSON.stringify(described));
  return { file, hash, bytes: bytes.length, kind: 'raster', ...described };
}
