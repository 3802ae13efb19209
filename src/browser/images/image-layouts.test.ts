import { describe, expect, it } from 'vitest';
import { bannerLayout, imageLayoutFor } from './image-layouts';

describe('imageLayoutFor', () => {
  it('shows a banner full width, cut to 16:5, with a 4:3 crop at 500 px and below', () => {
    expect(imageLayoutFor({ type: 'banner' }, '/image')).toBe(bannerLayout);
    expect(bannerLayout).toMatchObject({ sizes: '100vw', aspect: 16 / 5, narrow: { maxWidthPx: 500, aspect: 4 / 3 } });
    expect(imageLayoutFor({ type: 'banner' }, '/mobile/image')).toMatchObject({ largestPx: 500 });
  });

  it("follows the card grid's columns: a third of the content column on desktop, one column on phones", () => {
    const cards = imageLayoutFor({ type: 'cardGrid', columns: 3 }, '/cards/0/image');
    expect(cards.sizes).toBe(
      '(min-width: 992px) calc((min(100vw - 32px, 1168px) - 48px) / 3), ' +
        '(min-width: 576px) calc((min(100vw - 32px, 1168px) - 24px) / 2), min(100vw - 32px, 1168px)',
    );
    // Widest as one column just below 576 px (543 px), not as a third of the desktop column (357 px).
    expect(cards.largestPx).toBe(543);
    expect(imageLayoutFor({ type: 'cardGrid', columns: 1 }, '/cards/0/image')).toMatchObject({
      sizes: 'min(100vw - 32px, 1168px)',
      largestPx: 1167,
    });
  });

  it("reads the news carousel's cards per width from the block", () => {
    const news = imageLayoutFor(
      {
        type: 'newsCarousel',
        slidesPerView: [
          { minWidthPx: 0, slides: 1 },
          { minWidthPx: 750, slides: 2 },
        ],
      },
      '/items/0/image',
    );
    expect(news.sizes).toBe(
      '(min-width: 750px) calc((min(100vw - 32px, 1168px) - 16px) / 2), min(100vw - 32px, 1168px)',
    );
    expect(news.largestPx).toBe(717);
  });

  it('gives a block type it does not know the content column', () => {
    expect(imageLayoutFor({ type: 'somethingNew' }, '/image')).toMatchObject({ largestPx: 1168 });
  });
});
