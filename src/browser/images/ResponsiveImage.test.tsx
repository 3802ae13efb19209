import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReceivedImage } from '../../generated/received-types';
import type { ImageRendition } from './image-rendition';
import { ResponsiveImage } from './ResponsiveImage';

const rendition: ImageRendition = {
  src: '/assets/images/line-1200.aaaaaaaaaa.jpg',
  width: 4000,
  height: 1250,
  sources: [
    { type: 'image/avif', srcSet: '/assets/images/line-480.bbbbbbbbbb.avif 480w' },
    { type: 'image/webp', srcSet: '/assets/images/line-480.cccccccccc.webp 480w' },
  ],
  srcSet: '/assets/images/line-480.dddddddddd.jpg 480w',
  sizes: '100vw',
  placeholder: '#7a6b5c',
  position: '30% 60%',
  narrow: {
    maxWidthPx: 500,
    src: '/assets/images/line-768.eeeeeeeeee.jpg',
    width: 4000,
    height: 3000,
    sources: [{ type: 'image/avif', srcSet: '/assets/images/line-480.ffffffffff.avif 480w' }],
    srcSet: '/assets/images/line-480.gggggggggg.jpg 480w',
    sizes: '100vw',
  },
};
const photo: ReceivedImage = {
  src: '/images/line.jpg',
  alt: 'Palletizing line',
  decorative: false,
  width: 4000,
  height: 1250,
  rendition,
};

describe('ResponsiveImage', () => {
  it('renders a photo as a <picture>: narrow crop first, then AVIF and WebP, the original format last', () => {
    const { container } = render(<ResponsiveImage image={photo} loading={{ fetchPriority: 'high' }} />);
    const sources = [...container.querySelectorAll('picture source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('type'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 500px)', 'image/avif', rendition.narrow!.sources[0]!.srcSet],
      ['(max-width: 500px)', null, rendition.narrow!.srcSet],
      [null, 'image/avif', rendition.sources[0]!.srcSet],
      [null, 'image/webp', rendition.sources[1]!.srcSet],
    ]);
    const img = container.querySelector('picture img')!;
    expect(img.getAttribute('src')).toBe(rendition.src);
    expect(img.getAttribute('srcset')).toBe(rendition.srcSet);
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['4000', '1250']);
    expect(img.getAttribute('alt')).toBe('Palletizing line');
    expect((img as HTMLImageElement).style.backgroundColor).toBe('rgb(122, 107, 92)');
    expect((img as HTMLImageElement).style.objectPosition).toBe('30% 60%');
  });

  it("gives each narrow source the crop's own width and height, so phones keep the right box too", () => {
    const { container } = render(<ResponsiveImage image={photo} loading={{}} />);
    const narrow = container.querySelector('source[media]')!;
    expect([narrow.getAttribute('width'), narrow.getAttribute('height')]).toEqual(['4000', '3000']);
  });

  it('prefers a separate mobile image over the crop, and shows an SVG as it is', () => {
    const svg: ReceivedImage = { src: '/images/a.svg', alt: '', decorative: true, width: 800, height: 600 };
    const { container } = render(
      <ResponsiveImage image={photo} narrow={{ image: svg, maxWidthPx: 420 }} loading={{}} />,
    );
    const first = container.querySelector('source')!;
    expect([first.getAttribute('media'), first.getAttribute('srcset')]).toEqual([
      '(max-width: 420px)',
      '/images/a.svg',
    ]);
    const plain = render(<ResponsiveImage image={svg} loading={{ loading: 'lazy' }} />).container;
    expect(plain.querySelector('source')).toBeNull();
    const img = plain.querySelector('img')!;
    expect([
      img.getAttribute('src'),
      img.getAttribute('alt'),
      img.getAttribute('width'),
      img.getAttribute('height'),
    ]).toEqual(['/images/a.svg', '', '800', '600']);
    expect([img.hasAttribute('srcset'), img.hasAttribute('style')]).toEqual([false, false]);
  });
});
