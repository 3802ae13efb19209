import { describe, expect, it } from 'vitest';
import { imageSizeFromFile } from './003-image-size-from-file';
import type { IntrinsicSize, MigrationContext } from './migration';

/** What the files of a pretend project say: the runner reads them (image-sizes.ts), the test names them. */
const files: Record<string, IntrinsicSize> = {
  '/images/banners/hall.jpg': { kind: 'raster', width: 4032, height: 3024 },
  '/images/banners/about.svg': { kind: 'svg', width: 1600, height: 500 },
  '/images/logo/wide.svg': { kind: 'svg', width: 440, height: 96 },
};
const context: MigrationContext = { intrinsicSize: (src) => files[src] };

const image = (src: string, size?: [number, number]) => ({
  src,
  alt: 'Hall',
  ...(size && { width: size[0], height: size[1] }),
});
const pageWith = (...images: object[]) => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: 3,
  title: 'About',
  image: images[0],
  blocks: images.map((picture, id) => ({ type: 'cardGrid', cards: [{ id, title: 'Card', image: picture }] })),
});
const imagesOf = (page: Record<string, unknown>) =>
  (page.blocks as { cards: { image: object }[] }[]).map((block) => block.cards[0]!.image);

describe('migration 3 -> 4: image sizes come from the files', () => {
  it("removes a photo's width and height, whatever they said (the build ignores them)", () => {
    const migrated = imageSizeFromFile.migrate(pageWith(image('/images/banners/hall.jpg', [1600, 500])), context);
    expect(imagesOf(migrated)).toEqual([{ src: '/images/banners/hall.jpg', alt: 'Hall' }]);
    expect(migrated.image).toEqual({ src: '/images/banners/hall.jpg', alt: 'Hall' });
  });

  it("removes an SVG's width and height when they have the file's shape, at any scale", () => {
    const migrated = imageSizeFromFile.migrate(
      pageWith(image('/images/banners/about.svg', [1600, 500]), image('/images/logo/wide.svg', [220, 48])),
      context,
    );
    expect(imagesOf(migrated)).toEqual([image('/images/banners/about.svg'), image('/images/logo/wide.svg')]);
  });

  it("keeps an SVG's width and height when they give it another shape than its viewBox (they shape the box)", () => {
    const squashed = image('/images/banners/about.svg', [800, 600]);
    expect(imagesOf(imageSizeFromFile.migrate(pageWith(squashed), context))).toEqual([squashed]);
  });

  it('keeps them where the file gives no size: an SVG without one, a missing file, or no files known', () => {
    const unsized = image('/images/patterns/unsized.svg', [64, 64]);
    const missing = image('/images/banners/gone.jpg', [1600, 500]);
    expect(imagesOf(imageSizeFromFile.migrate(pageWith(unsized, missing), context))).toEqual([unsized, missing]);
    const photo = image('/images/banners/hall.jpg', [1600, 500]);
    expect(imagesOf(imageSizeFromFile.migrate(pageWith(photo)))).toEqual([photo]);
  });

  it('keeps the order of every other field and never changes its argument', () => {
    const page = pageWith(image('/images/banners/hall.jpg', [1600, 500]));
    const before = structuredClone(page);
    const migrated = imageSizeFromFile.migrate(page, context);
    expect(page).toEqual(before);
    expect(Object.keys(migrated)).toEqual(Object.keys(page));
  });
});
