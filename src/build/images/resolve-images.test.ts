import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImageRendition } from '../../browser/images/image-rendition';
import { encodeVariant } from './encode-variant';
import { resolvePageImages, resolveSiteImages } from './resolve-images';
import { publicImageFile, readSourceImage } from './source-image';
import { findVariant } from './variant-registry';

const root = mkdtempSync(path.join(tmpdir(), 'resolve-images-'));
const images = path.join(root, 'public/images');
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  mkdirSync(images, { recursive: true });
  // A phone stores a portrait photo as landscape pixels with an EXIF flag: 900 x 600 stored, 600 x 900 upright.
  await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(path.join(images, 'portrait.jpg'));
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#c0392b' } })
    .png()
    .toFile(path.join(images, 'line.png'));
  writeFileSync(path.join(images, 'plan.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"></svg>');
  writeFileSync(path.join(images, 'sizeless.svg'), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
});

/** sharp's dominant colour is the centre of a histogram bin: near the colour, within one bin (16 levels). */
const nearColour = (expected: string) =>
  expect.toSatisfy((actual: string) =>
    [1, 3, 5].every(
      (i) => Math.abs(parseInt(actual.slice(i, i + 2), 16) - parseInt(expected.slice(i, i + 2), 16)) <= 16,
    ),
  );

/** An image as the resolver hands it on. */
type Resolved = { src: string; width: number; height: number; rendition: ImageRendition };
const resolved = (value: unknown) => value as Resolved;

const image = (src: string, extra: Record<string, unknown> = {}) => ({ src, alt: 'A picture', ...extra });

describe('readSourceImage', () => {
  it('reads the upright size of a phone photo and its dominant colour', async () => {
    const source = await readSourceImage(root, path.join(images, 'portrait.jpg'));
    expect(source).toMatchObject({ kind: 'raster', format: 'jpeg', width: 600, height: 900 });
    expect(source.dominant).toEqual(nearColour('#2a6f97'));
    expect(source.hash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('resolvePageImages', () => {
  it("fills each image in with its file's size and a rendition for its block, never changing the input", async () => {
    const page = {
      title: 'Line',
      blocks: [
        { type: 'banner', heading: 'Line', image: image('/images/line.png', { width: 1, height: 1 }) },
        { type: 'cardGrid', columns: 3, cards: [{ id: 'a', title: 'A', image: image('/images/plan.svg') }] },
      ],
    };
    const before = JSON.stringify(page);
    const { data, variants } = await resolvePageImages(root, page);
    expect(JSON.stringify(page)).toBe(before);
    const banner = resolved(data.blocks[0]!.image);
    // Cut to the banner's 16:5, the authored (wrong) size ignored; the mobile crop comes along.
    expect([banner.width, banner.height]).toEqual([1000, 313]);
    expect(banner.rendition.narrow!.maxWidthPx).toBe(500);
    expect(banner.rendition.placeholder).toEqual(nearColour('#c0392b'));
    const card = (data.blocks[1] as { cards: { image: unknown }[] }).cards[0]!.image;
    expect(card).toEqual({ src: '/images/plan.svg', alt: 'A picture', width: 1600, height: 500 });
    expect(variants.length).toBeGreaterThan(0);
    expect(await findVariant(root, variants[0]!.url)).toEqual(variants[0]);
  });

  it('gives no mobile crop when the banner names its own mobile image', async () => {
    const banner = {
      type: 'banner',
      heading: 'Line',
      image: image('/images/line.png'),
      mobile: { image: image('/images/portrait.jpg'), breakpointPx: 500 },
    };
    const { data } = await resolvePageImages(root, { blocks: [banner] });
    const block = data.blocks[0] as { image: unknown; mobile: { image: unknown } };
    expect(resolved(block.image).rendition.narrow).toBeUndefined();
    const mobile = resolved(block.mobile.image);
    expect([mobile.width, mobile.height]).toEqual([600, 900]);
  });

  it('keeps the size an author gave an SVG that states none, and leaves a missing file to validation', async () => {
    const { data } = await resolvePageImages(root, {
      blocks: [
        { type: 'section', image: image('/images/sizeless.svg', { width: 40, height: 30 }) },
        { type: 'section', image: image('/images/gone.jpg') },
      ],
    });
    expect(data.blocks[0]!.image).toEqual(image('/images/sizeless.svg', { width: 40, height: 30 }));
    expect(data.blocks[1]!.image).toEqual(image('/images/gone.jpg'));
  });

  it('never reads a file outside public/, whatever the address says', async () => {
    writeFileSync(path.join(root, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"></svg>');
    expect(publicImageFile(root, '/images/../../secret.svg')).toBeUndefined();
    expect(publicImageFile(root, '/images/%E0%A4%A.svg')).toBeUndefined();
    const { data } = await resolvePageImages(root, {
      blocks: [{ type: 'section', image: image('/images/../../secret.svg') }],
    });
    expect(data.blocks[0]!.image).toEqual(image('/images/../../secret.svg'));
  });

  it("makes the page's share image a 1200 x 630 JPEG", async () => {
    const { data } = await resolvePageImages(root, { image: image('/images/plan.svg'), blocks: [] });
    expect(resolved(data.image).rendition).toMatchObject({
      width: 1200,
      height: 630,
      src: expect.stringMatching(/\.jpg$/),
    });
  });
});

describe('resolveSiteImages and encodeVariant', () => {
  it('encodes an upright, cropped file at the planned size, once', async () => {
    const { data, variants } = await resolveSiteImages(root, { shareImage: image('/images/portrait.jpg') });
    expect(resolved(data.shareImage).rendition.src).toMatch(/^\/assets\/images\/portrait-1200\.[0-9a-f]{10}\.jpg$/);
    const [variant] = variants;
    let encoded = 0;
    const bytes = await encodeVariant(root, variant!, () => encoded++);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    await encodeVariant(root, variant!, () => encoded++);
    expect(encoded).toBe(1);
  });

  it('writes AVIF and WebP that are smaller than the fallback', async () => {
    const { variants } = await resolvePageImages(root, {
      blocks: [{ type: 'section', image: image('/images/line.png') }],
    });
    const at480 = variants.filter((variant) => variant.width === 480);
    const sizes = Object.fromEntries(
      await Promise.all(at480.map(async (variant) => [variant.format, (await encodeVariant(root, variant)).length])),
    );
    expect(Object.keys(sizes).sort()).toEqual(['avif', 'png', 'webp']);
    expect(sizes.avif).toBeLessThan(sizes.png);
    expect(sizes.webp).toBeLessThan(sizes.png);
  });
});
