import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivedImage } from '../../generated/received-types';
import { ResponsiveImage } from '../../browser/images/ResponsiveImage';
import { pageWithDefaults } from '../validation/apply-schema-defaults';
import { checkImages } from '../validation/check-images';
import { loadJsonWithPositions } from '../validation/load-json-with-positions';
import { getValidator } from '../validation/create-validator';
import { publicFiles } from '../validation/public-files';
import { pageImageLayoutAt } from './image-layout-at';
import { widthsFor } from './plan-rendition';
import { resolvePageImages } from './resolve-images';

/**
 * Validation reads the page as the author wrote it, the build with every default filled in: a news
 * carousel that leaves `slidesPerView` to its default once measured 1,167 px in validation and
 * 717 px in the build. Both now read the schema's x-image-layout with the default applied once.
 */
const root = mkdtempSync(path.join(tmpdir(), 'news-image-widths-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeAll(async () => {
  mkdirSync(path.join(root, 'public/images'), { recursive: true });
  await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toFile(path.join(root, 'public/images/expo.jpg'));
});

const authored = {
  schemaVersion: 4,
  title: 'News',
  blocks: [
    {
      type: 'newsCarousel',
      heading: 'Latest News',
      items: [
        {
          id: 1,
          image: { src: '/images/expo.jpg', alt: 'Our stand at the expo' },
          date: '12 Sep 2025',
          headline: 'We exhibited at the automation expo',
          link: { label: 'Read More', href: 'https://example.com/news', newTab: true },
        },
      ],
    },
  ],
};
const IMAGE = '/blocks/0/items/0/image';

describe('a news carousel with the default cards per width', () => {
  it('gets one layout from the data as written and as the build fills it in', () => {
    const layer = getValidator().layer;
    const asWritten = pageImageLayoutAt(layer, authored)(IMAGE);
    expect(pageImageLayoutAt(layer, pageWithDefaults(authored))(IMAGE)).toEqual(asWritten);
    // One card below 750 px is the widest: the 749 px window less its gutters.
    expect(asWritten.largestPx).toBe(717);
  });

  it('is judged by validation, encoded by the build and described by <picture> at the same widths', async () => {
    const document = loadJsonWithPositions('pages/news.json', JSON.stringify(authored, null, 2)).document!;
    const files = publicFiles(path.join(root, 'public'));
    const [tooSmall] = await checkImages(document, root, files, pageImageLayoutAt(getValidator().layer, authored));
    expect(tooSmall).toMatchObject({ rule: 'image-too-small' });
    expect(tooSmall!.message).toContain('(717 px)');

    const { data } = await resolvePageImages(root, pageWithDefaults(authored));
    const image = (data.blocks[0] as { items: { image: ReceivedImage }[] }).items[0]!.image;
    const rendition = image.rendition!;
    const encoded = rendition.srcSet.split(', ').map((candidate) => Number(candidate.split(' ')[1]!.slice(0, -1)));
    expect(encoded).toEqual(widthsFor(700, 717));
    expect(rendition.sizes).toBe(
      '(min-width: 1250px) calc((min(100vw - 32px, 1168px) - 48px) / 4), ' +
        '(min-width: 1000px) calc((min(100vw - 32px, 1168px) - 32px) / 3), ' +
        '(min-width: 750px) calc((min(100vw - 32px, 1168px) - 16px) / 2), min(100vw - 32px, 1168px)',
    );

    const html = renderToStaticMarkup(<ResponsiveImage image={image} loading={{ loading: 'lazy' }} />);
    expect(html).toContain(`sizes="${rendition.sizes}"`);
  });
});
