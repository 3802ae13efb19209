import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { IMAGE_LAYOUT_KEYWORD, imageLayoutMetaSchema } from '../../schema/image-layout-annotation';
import { loadSchemas } from '../validation/load-schemas';
import { getValidator } from '../validation/create-validator';
import { pageImageLayoutAt, siteImageLayoutAt } from './image-layout-at';

const layer = getValidator().layer;
/** The layout of the image at `pointer` inside the one block of a page. */
const layoutIn = (block: object, pointer: string) =>
  pageImageLayoutAt(layer, { blocks: [block] })(`/blocks/0${pointer}`);
const CONTENT = 'min(100vw - 32px, 1168px)';

describe("the blocks' x-image-layout, read from the schemas", () => {
  it('shows a banner full width, cut to 16:5, with a 4:3 crop at 500 px and below unless a mobile image is named', () => {
    expect(layoutIn({ type: 'banner' }, '/image')).toMatchObject({
      name: 'banner',
      sizes: '100vw',
      largestPx: 1920,
      aspect: 16 / 5,
      narrow: { maxWidthPx: 500, aspect: 4 / 3 },
      withNarrow: true,
    });
    const withMobile = { type: 'banner', mobile: { image: { src: '/images/m.jpg', alt: 'M' } } };
    expect(layoutIn(withMobile, '/image').withNarrow).toBe(false);
    expect(layoutIn(withMobile, '/mobile/image')).toMatchObject({ name: 'mobile banner', largestPx: 500 });
  });

  it("follows the card grid's columns: a third of the content column on desktop, one column on phones", () => {
    const cards = layoutIn({ type: 'cardGrid', columns: 3 }, '/cards/0/image');
    expect(cards.sizes).toBe(
      `(min-width: 992px) calc((${CONTENT} - 48px) / 3), (min-width: 576px) calc((${CONTENT} - 24px) / 2), ${CONTENT}`,
    );
    // Widest as one column just below 576 px (543 px), not as a third of the desktop column (357 px).
    expect(cards.largestPx).toBe(543);
    expect(layoutIn({ type: 'cardGrid', columns: 1 }, '/cards/0/image')).toMatchObject({
      sizes: CONTENT,
      largestPx: 1167,
    });
  });

  it("takes the card grid's default of 3 columns when the author leaves `columns` out", () => {
    const leftOut = layoutIn({ type: 'cardGrid' }, '/cards/0/image');
    expect(leftOut).toEqual(layoutIn({ type: 'cardGrid', columns: 3 }, '/cards/0/image'));
  });

  it("reads the news carousel's cards per width from the block", () => {
    const slidesPerView = [
      { minWidthPx: 0, slides: 1 },
      { minWidthPx: 750, slides: 2 },
    ];
    const news = layoutIn({ type: 'newsCarousel', slidesPerView }, '/items/0/image');
    expect(news.sizes).toBe(`(min-width: 750px) calc((${CONTENT} - 16px) / 2), ${CONTENT}`);
    expect(news.largestPx).toBe(717);
  });

  it("shows as many logos as the strip's visibleCount (default 4) side by side", () => {
    expect(layoutIn({ type: 'logoStrip' }, '/logos/0').sizes).toBe(`calc((${CONTENT} - 30px) / 4)`);
    expect(layoutIn({ type: 'logoStrip', visibleCount: 2 }, '/logos/0').sizes).toBe(`calc((${CONTENT} - 10px) / 2)`);
  });

  it('makes share images one 1200 x 630 JPEG and site logos 240 px wide', () => {
    const exact = { width: 1200, height: 630, format: 'jpeg' };
    expect(pageImageLayoutAt(layer, {})('/image')).toMatchObject({ name: 'share image', exact, aspect: 1200 / 630 });
    expect(siteImageLayoutAt(layer, {})('/shareImage')).toMatchObject({ exact });
    expect(siteImageLayoutAt(layer, {})('/logo/wide')).toMatchObject({ sizes: '240px', largestPx: 240 });
  });

  it('gives an image no schema places, or a block type it does not know, the content column', () => {
    expect(layoutIn({ type: 'somethingNew' }, '/image')).toMatchObject({ name: 'content image', largestPx: 1168 });
    expect(layoutIn({ type: 'accordion' }, '/items/0/image')).toMatchObject({ largestPx: 1168 });
  });
});

describe('every x-image-layout in schemas/', () => {
  it('has the shape the reader expects (src/schema/image-layout-annotation.ts)', () => {
    const ajv = new Ajv({ strict: true, allErrors: true });
    const check = ajv.compile(imageLayoutMetaSchema);
    const found: unknown[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) return node.forEach(walk);
      if (node === null || typeof node !== 'object') return;
      for (const [key, value] of Object.entries(node)) {
        if (key === IMAGE_LAYOUT_KEYWORD) found.push(value);
        else if (key !== 'examples') walk(value);
      }
    };
    for (const schema of loadSchemas().byId.values()) walk(schema);
    expect(found.length).toBeGreaterThanOrEqual(11);
    for (const annotation of found) expect(check(annotation), JSON.stringify(check.errors)).toBe(true);
  });
});

describe('a block whose layout setting is broken', () => {
  it('is judged as one full column, the widest it could show (the schema reports the setting itself)', () => {
    expect(layoutIn({ type: 'newsCarousel', slidesPerView: [] }, '/items/0/image').largestPx).toBe(1167);
    expect(layoutIn({ type: 'newsCarousel', slidesPerView: 'two' }, '/items/0/image').largestPx).toBe(1167);
  });
});
