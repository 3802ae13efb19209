import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { imageCacheDir, readCacheFile, writeCacheFile } from './image-cache.ts';
import type { ImageVariant } from './plan-rendition.ts';
import { MAX_SOURCE_PIXELS } from './source-image.ts';

/**
 * Quality per format, chosen so a photo looks the same in each: AVIF at sharp's default 50 is
 * about as good as JPEG at 80 at a third of the bytes. Changing one means bumping ENCODING_VERSION.
 */
function encode(pipeline: Sharp, variant: ImageVariant): Sharp {
  switch (variant.format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 4 });
    case 'webp':
      return pipeline.webp({ quality: 75 });
    case 'jpeg':
      // JPEG has no transparency: a transparent PNG's share card gets a white ground, not black.
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true });
    case 'png':
      return pipeline.png({ compressionLevel: 9, palette: false });
  }
}

async function render(variant: ImageVariant): Promise<Buffer> {
  // An SVG (only ever a share card) is drawn at three times its size, then covers the card.
  if (variant.kind === 'svg') {
    const drawn = sharp(variant.source, { density: 216 }).resize({
      width: variant.width,
      height: variant.height,
      fit: 'cover',
    });
    return encode(drawn.flatten({ background: '#ffffff' }), variant).toBuffer();
  }
  const input = sharp(variant.source, { failOn: 'error', limitInputPixels: MAX_SOURCE_PIXELS });
  // Upright first (a phone stores its photos sideways with an EXIF flag), then cut, then resize.
  let pipeline = input.autoOrient();
  if (variant.crop) pipeline = pipeline.extract(variant.crop);
  pipeline = pipeline.resize({ width: variant.width, height: variant.height, fit: 'cover' });
  // Colour profile converted to sRGB; other metadata (GPS position!) is dropped.
  return encode(pipeline, variant).toBuffer();
}

/** The encoded file, from the cache when this exact variant was made before. */
export async function encodeVariant(root: string, variant: ImageVariant, onEncode?: () => void): Promise<Buffer> {
  const cached = path.join(imageCacheDir(root), 'files', path.posix.basename(variant.url));
  const known = await readCacheFile(cached);
  if (known) return known;
  onEncode?.();
  const bytes = await render(variant);
  await writeCacheFile(cached, bytes);
  return bytes;
}
