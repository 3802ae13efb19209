import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRendition } from '../../browser/images/image-rendition';
import { getValidator } from '../validation/create-validator';
import { checkImages, MAX_IMAGE_BYTES } from '../validation/check-images';
import { loadJsonWithPositions } from '../validation/load-json-with-positions';
import { publicFiles } from '../validation/public-files';
import { encodeVariant } from './encode-variant';
import { pageImageLayoutAt } from './image-layout-at';
import { STANDARD_WIDTHS, type ImageVariant } from './plan-rendition';
import { resolvePageImages } from './resolve-images';

/**
 * What an author notices when they drop a camera's original into public/images/: a 24-megapixel
 * photo that the camera stored sideways (4000 x 6000 pixels with EXIF orientation 6, upright
 * 6000 x 4000). Made here with sharp, never committed. Its content is smooth colour blobs (noise
 * drawn small, then enlarged), so the encoders have something like a photo to compress.
 */
const root = mkdtempSync(path.join(tmpdir(), 'oversized-source-'));
const images = path.join(root, 'public/images');
const camera = path.join(images, 'camera-original.jpg');
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A red square in the corner the camera stored first: upright (turned 90° clockwise) it is top right. */
const marker = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="6000"><rect width="900" height="900" fill="#e00000"/></svg>',
);

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  const blobs = await sharp({
    create: {
      width: 200,
      height: 300,
      channels: 3,
      background: '#3a6a8a',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  await sharp(blobs)
    .resize(4000, 6000, { kernel: 'cubic' })
    .composite([{ input: marker, top: 0, left: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toFile(camera);
}, 60_000);

type Resolved = { width: number; height: number; rendition: ImageRendition };

const heroWith = (src: string) => ({
  blocks: [
    {
      type: 'heroCarousel',
      heading: 'Highlights',
      slides: [{ id: 'line', headline: 'A line', image: { src, alt: 'A packing line' } }],
    },
  ],
});

async function heroImage() {
  const { data, variants } = await resolvePageImages(root, heroWith('/images/camera-original.jpg'));
  const slide = (data.blocks[0] as unknown as { slides: { image: Resolved }[] }).slides[0]!;
  return { image: slide.image, variants };
}

const widest = (variants: ImageVariant[], format: string) =>
  variants.filter((variant) => variant.format === format).sort((a, b) => b.width - a.width)[0]!;

describe('a 6000 x 4000 camera original stored sideways', () => {
  it('is shown upright at its own proportions', async () => {
    const { image } = await heroImage();
    expect([image.width, image.height]).toEqual([6000, 4000]);
  });

  it('is never sent at full size: the widest copy is the largest width the site encodes, 2400 px', async () => {
    const { variants } = await heroImage();
    const largestSiteWidth = Math.max(...STANDARD_WIDTHS);
    expect(Math.max(...variants.map((variant) => variant.width))).toBe(largestSiteWidth);
    expect(variants.every((variant) => variant.width <= largestSiteWidth)).toBe(true);
    // Every width a phone or a desktop asks for, in AVIF and WebP, with a JPEG for the rest.
    expect([...new Set(variants.map((variant) => variant.format))].sort()).toEqual(['avif', 'jpeg', 'webp']);
    expect(widest(variants, 'avif')).toMatchObject({ width: 2400, height: 1600 });
  });

  it('comes out upright: the corner the camera stored first is at the top right', async () => {
    const { variants } = await heroImage();
    const bytes = await encodeVariant(root, widest(variants, 'jpeg'));
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([2400, 1600]);
    const red = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return data[at]! > 200 && data[at + 1]! < 60 && data[at + 2]! < 60;
    };
    expect(red(info.width - 60, 60)).toBe(true);
    expect(red(60, 60)).toBe(false);
    // The file a visitor gets carries no EXIF flag that a browser could apply a second time.
    expect((await sharp(bytes).metadata()).orientation).toBeUndefined();
  }, 60_000);

  it('weighs a small part of the original in the copies a visitor downloads', async () => {
    const { variants } = await heroImage();
    const original = statSync(camera).size;
    const avif = (await encodeVariant(root, widest(variants, 'avif'))).length;
    const jpeg = (await encodeVariant(root, widest(variants, 'jpeg'))).length;
    const phone = (
      await encodeVariant(
        root,
        variants.find((v) => v.format === 'avif' && v.width === 480)!,
      )
    ).length;
    expect(jpeg).toBeLessThan(original / 2);
    expect(avif).toBeLessThan(jpeg);
    // What a phone downloads: under 100 KB, not megabytes.
    expect(phone).toBeLessThan(100 * 1024);
  }, 120_000);

  it('passes validation as it is: under 10 MB, and wide enough for a full-width slide', async () => {
    expect(statSync(camera).size).toBeLessThan(MAX_IMAGE_BYTES);
    const layer = getValidator().layer;
    const text = JSON.stringify({ schemaVersion: 4, title: 'T', ...heroWith('/images/camera-original.jpg') }, null, 2);
    const document = loadJsonWithPositions('pages/index.json', text).document!;
    const problems = await checkImages(
      document,
      root,
      publicFiles(path.join(root, 'public')),
      pageImageLayoutAt(layer, document.data),
    );
    expect(problems).toEqual([]);
  });
});
