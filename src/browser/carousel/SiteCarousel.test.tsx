import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { received, renderBlock, withProviders } from '../../../tests/blocks/render-block';
import { testSite } from '../../../tests/blocks/test-site';
import HeroCarousel from '../blocks/HeroCarousel';
import NewsCarousel from '../blocks/NewsCarousel';
import type { AuthoredBlockOf } from '../blocks/block-types';

const newsItems = [1, 2, 3].map((id) => ({
  id,
  image: { src: `/images/news/news-${id}.svg`, alt: `News ${id}`, width: 600, height: 360 },
  date: `1${id} Sep 2025`,
  headline: `Headline ${id}`,
  link: { label: 'Read More', href: `https://news.example.com/${id}` },
}));

const news: AuthoredBlockOf<'newsCarousel'> = { type: 'newsCarousel', heading: 'Latest News', items: newsItems };

const hero: AuthoredBlockOf<'heroCarousel'> = {
  type: 'heroCarousel',
  heading: 'Acme Automation',
  slides: ['One', 'Two'].map((headline) => ({
    id: headline.toLowerCase(),
    headline,
    image: { src: `/images/hero/${headline}.svg`, alt: headline, width: 1600, height: 700 },
  })),
};

describe('SiteCarousel', () => {
  it("writes the news block's cards per width (schema defaults) into the server HTML as media queries", () => {
    const fourItems = { ...news, items: [...newsItems, { ...newsItems[0]!, id: 4 }] };
    const html = renderToString(withProviders(<NewsCarousel block={received(fourItems)} site={testSite} index={3} />));
    const sizes = [...html.matchAll(/@media\(min-width: (\d+)px\)\{[^{]*\{--carousel-slide-size:([\d.]+)%;\}\}/g)].map(
      (match) => [Number(match[1]), Number(match[2])],
    );
    expect(sizes).toEqual([
      [750, 50],
      [1000, 33.3333],
      [1100, 33.3333],
      [1250, 25],
    ]);
    expect(html).toMatch(/--carousel-slide-size:100%;\}/);
  });

  it('lets three news cards share the four-card row from 1250 px (no empty slot)', () => {
    const html = renderToString(withProviders(<NewsCarousel block={received(news)} site={testSite} index={3} />));
    expect(html).toMatch(/@media\(min-width: 1250px\)\{[^{]*\{--carousel-slide-size:33.3333%;\}\}/);
  });

  it('labels each slide "N of M" as a slide of a named carousel', () => {
    renderBlock(NewsCarousel, news);
    const carousel = screen.getByRole('region', { name: 'Latest News' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = screen.getAllByRole('group');
    expect(
      slides.map((slide) => [slide.getAttribute('aria-roledescription'), slide.getAttribute('aria-label')]),
    ).toEqual([
      ['slide', '1 of 3'],
      ['slide', '2 of 3'],
      ['slide', '3 of 3'],
    ]);
  });

  it("names the hero's arrows and Pause button, and the carousel after the page's <h1>", () => {
    renderBlock(HeroCarousel, hero);
    expect(screen.getByRole('region', { name: 'Acme Automation' })).toBeTruthy();
    for (const name of ['Previous slide', 'Next slide', 'Pause the slide show']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it('a single slide has nothing to move: no arrows, no Pause button', () => {
    renderBlock(HeroCarousel, { ...hero, slides: hero.slides.slice(0, 1) });
    expect(screen.queryAllByRole('button')).toEqual([]);
  });
});
