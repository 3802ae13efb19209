import { describe, expect, it } from 'vitest';
import { getValidator } from '../validation/create-validator';
import { contentLayoutAnnotation, imageLayoutOf } from './image-layout';
import { pageImageLayoutAt } from './image-layout-at';
import { cropAround, planRendition, widthsFor } from './plan-rendition';
import type { SourceImage } from './source-image';

/** The layouts the schemas give a banner, a hero slide, a share image and an image no block places. */
const layoutAt = pageImageLayoutAt(getValidator().layer, { blocks: [{ type: 'banner' }, { type: 'heroCarousel' }] });
const bannerLayout = layoutAt('/blocks/0/image');
const heroLayout = layoutAt('/blocks/1/slides/0/image');
const shareLayout = layoutAt('/image');
const contentLayout = imageLayoutOf(contentLayoutAnnotation, () => undefined);

const photo: SourceImage = {
  file: '/project/public/images/line.jpg',
  hash: 'a'.repeat(64),
  bytes: 4_000_000,
  kind: 'raster',
  width: 4000,
  height: 3000,
  format: 'jpeg',
  hasAlpha: false,
  dominant: '#8a7b6c',
};

const drawing: SourceImage = {
  file: '/project/public/images/x.svg',
  hash: 'c'.repeat(64),
  bytes: 900,
  kind: 'svg',
  width: 1600,
  height: 500,
};

describe('cropAround', () => {
  it('keeps the focus point in the middle of the crop where the edges allow', () => {
    expect(cropAround(4000, 3000, 16 / 5, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 0, width: 4000, height: 1250 });
    expect(cropAround(4000, 3000, 16 / 5, { x: 0.5, y: 0.5 })).toEqual({
      left: 0,
      top: 875,
      width: 4000,
      height: 1250,
    });
    expect(cropAround(4000, 3000, 16 / 5, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 1750, width: 4000, height: 1250 });
  });

  it('cuts the sides of a picture wider than the shape asked for', () => {
    expect(cropAround(4000, 1000, 4 / 3, { x: 0.9, y: 0.5 })).toEqual({
      left: 2667,
      top: 0,
      width: 1333,
      height: 1000,
    });
  });
});

describe('widthsFor', () => {
  it('stops at twice the largest display width, and never goes above the picture', () => {
    expect(widthsFor(4000, 1920)).toEqual([480, 768, 1200, 1600, 2400]);
    expect(widthsFor(4000, 500)).toEqual([480, 768, 1200]);
    expect(widthsFor(1000, 1920)).toEqual([480, 768, 1000]);
    expect(widthsFor(300, 1920)).toEqual([300]);
  });
});

describe('planRendition', () => {
  it('plans AVIF, WebP and the original format at every width, with content-hashed names', () => {
    const { rendition, variants } = planRendition(photo, '/images/line.jpg', contentLayout)!;
    expect(rendition.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(rendition.sources[0]!.srcSet).toMatch(
      /^\/assets\/images\/line-480\.[0-9a-f]{10}\.avif 480w, .*line-2400\.[0-9a-f]{10}\.avif 2400w$/,
    );
    expect(rendition.srcSet).toMatch(/line-480\.[0-9a-f]{10}\.jpg 480w/);
    expect(rendition.src).toMatch(/line-1200\.[0-9a-f]{10}\.jpg$/);
    expect([rendition.width, rendition.height, rendition.placeholder]).toEqual([4000, 3000, '#8a7b6c']);
    expect(variants).toHaveLength(15);
    expect(variants.find((variant) => variant.url.includes('-768.') && variant.format === 'webp')).toMatchObject({
      width: 768,
      height: 576,
    });
  });

  it('names files by content: another photo under the same name gets other names', () => {
    const before = planRendition(photo, '/images/line.jpg', contentLayout)!.rendition.src;
    const after = planRendition({ ...photo, hash: 'b'.repeat(64) }, '/images/line.jpg', contentLayout)!.rendition.src;
    expect(after).not.toBe(before);
  });

  it("cuts a banner to the banner's shape, with a mobile crop around the focus point", () => {
    const focus = { x: 0.25, y: 0.75 };
    const { rendition } = planRendition(photo, '/images/line.jpg', bannerLayout, { focus, withNarrow: true })!;
    expect([rendition.width, rendition.height]).toEqual([4000, 1250]);
    expect(rendition.narrow).toMatchObject({ maxWidthPx: 500, width: 4000, height: 3000, sizes: '100vw' });
    expect(rendition.narrow!.sources[0]!.srcSet.split(', ')).toHaveLength(3);
    const noNarrow = planRendition(photo, '/images/line.jpg', bannerLayout, { focus })!;
    expect(noNarrow.rendition.narrow).toBeUndefined();
  });

  it('turns the focus point into object-position where the block crops with CSS', () => {
    const { rendition } = planRendition(photo, '/images/line.jpg', heroLayout, { focus: { x: 0.3, y: 0.6 } })!;
    expect(rendition.position).toBe('30% 60%');
  });

  it('makes one 1200 x 630 JPEG share card from a photo or an SVG', () => {
    const card = planRendition(photo, '/images/line.jpg', shareLayout)!;
    expect(card.variants).toEqual([expect.objectContaining({ width: 1200, height: 630, format: 'jpeg' })]);
    expect(card.rendition).toMatchObject({ width: 1200, height: 630, sources: [] });
    expect(planRendition(drawing, '/images/x.svg', shareLayout)!.variants[0]).toMatchObject({
      kind: 'svg',
      format: 'jpeg',
    });
  });

  it('leaves SVGs as they are, and gives transparent pictures no placeholder colour', () => {
    expect(planRendition(drawing, '/images/x.svg', bannerLayout)).toBeUndefined();
    const logo = { ...photo, format: 'png' as const, hasAlpha: true };
    const { rendition } = planRendition(logo, '/images/logo.png', contentLayout)!;
    expect(rendition.placeholder).toBeUndefined();
    expect(rendition.srcSet).toMatch(/\.png 480w/);
    const webp = { ...photo, format: 'webp' as const };
    expect(planRendition(webp, '/images/a.webp', contentLayout)!.rendition.src).toMatch(/\.jpg$/);
  });
});
