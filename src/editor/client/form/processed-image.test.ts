import { describe, expect, it } from 'vitest';
import type { ReceivedImage } from '../../../generated/received-types';
import { describeProcessed, processedImageAt, srcSetWidths } from './processed-image';

const photo: ReceivedImage = {
  src: '/images/line.jpg',
  alt: 'The line',
  decorative: false,
  width: 2000,
  height: 625,
  rendition: {
    src: '/assets/images/line-1200.abc.jpg',
    width: 2000,
    height: 625,
    sources: [
      { type: 'image/avif', srcSet: '/assets/images/line-480.a.avif 480w, /assets/images/line-2000.a.avif 2000w' },
      { type: 'image/webp', srcSet: '/assets/images/line-480.a.webp 480w, /assets/images/line-2000.a.webp 2000w' },
    ],
    srcSet:
      '/assets/images/line-768.a.jpg 768w, /assets/images/line-480.a.jpg 480w, /assets/images/line-2000.a.jpg 2000w',
    sizes: '100vw',
  },
};

describe('processedImageAt', () => {
  const page = { blocks: [{ type: 'banner', image: photo }] };

  it('finds the resolved image when it is about the file the field names', () => {
    expect(processedImageAt(page as never, '/blocks/0/image', '/images/line.jpg')).toEqual({
      state: 'ready',
      image: photo,
    });
  });

  it('waits while the live check is still about the previous file', () => {
    expect(processedImageAt(page as never, '/blocks/0/image', '/images/new.jpg')).toEqual({ state: 'pending' });
    expect(processedImageAt(undefined, '/blocks/0/image', '/images/line.jpg')).toEqual({ state: 'pending' });
  });

  it('says when the pipeline could not read the file', () => {
    const missing = { blocks: [{ image: { src: '/images/gone.jpg', alt: '' } }] };
    expect(processedImageAt(missing as never, '/blocks/0/image', '/images/gone.jpg')).toEqual({ state: 'unreadable' });
  });
});

describe('describeProcessed', () => {
  it('names the file’s size, the crop, the formats and the widths the site serves', () => {
    expect(describeProcessed(photo, { src: photo.src, width: 2000, height: 1500, bytes: 1, type: 'jpeg' })).toBe(
      'Photo 2000 × 1500 px, cut to 2000 × 625 px by its block; the site serves it as AVIF, WebP, JPEG, 480 to 2000 px wide.',
    );
  });

  it('says an SVG is served as it is', () => {
    const svg = { src: '/images/a.svg', alt: 'A', decorative: false, width: 800, height: 600 };
    expect(describeProcessed(svg, undefined)).toBe('800 × 600 px; the site serves this file as it is.');
  });

  it('reads the widths of a srcset, smallest first', () => {
    expect(srcSetWidths(photo.rendition!.srcSet)).toEqual([480, 768, 2000]);
  });
});
