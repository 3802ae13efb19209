import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { received, renderBlock, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import { mockMatchingMediaQueries, resizeWindowTo } from '../../carousel/mock-media-query.testing';
import type { AuthoredBlockOf } from '../block-types';
import NewsCarousel from './index';

const headlines = [
  'Robotic tyre palletizing line commissioned in Chakan',
  'Vertical lift and inline storage shown at an expo in Mumbai',
  'Plant Energy Manager goes live at a dairy in Baramati',
  'Telescopic truck loader installed at a cement depot in Nashik',
  'Pick and place cell packs 120 cartons a minute for a biscuit maker',
  'Track and trace rolled out across a pharma packing hall in Baddi',
];

const items: AuthoredBlockOf<'newsCarousel'>['items'] = headlines.map((headline, i) => ({
  id: i + 1,
  image: { src: `/images/news/news-${i + 1}.svg`, alt: `News ${i + 1} image`, width: 600, height: 360 },
  date: `${10 + i} Sep`,
  headline,
  link: { label: 'Read More', href: `https://news.example.com/${i + 1}` },
}));

// No intervalMs / slidesPerView: the schema defaults (1000 ms; 1/2/3/3/4 cards) apply.
const block: AuthoredBlockOf<'newsCarousel'> = { type: 'newsCarousel', heading: 'Latest News', items };

/** Headlines of the cards on screen (off-screen cards are hidden from assistive technology). */
const visibleHeadlines = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: 'Latest News' });

let restoreMatchMedia = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  resizeWindowTo(1300);
});
afterEach(() => {
  vi.useRealTimers();
  restoreMatchMedia();
});

describe('NewsCarousel cards per width', () => {
  it('puts the breakpoint rules into the HTML as CSS', () => {
    const html = renderToString(withProviders(<NewsCarousel block={received(block)} site={testSite} index={6} />));
    const css = html.match(/<style>(\[data-strip-scope[^<]*)<\/style>/)?.[1] ?? '';
    expect(css).toMatch(/^\[data-strip-scope="[^"]+"\]\{--per-view:1\}/);
    const rules = [...css.matchAll(/@media \(min-width:(\d+)px\)\{[^{]*\{--per-view:(\d+)\}/g)].map((m) => [
      Number(m[1]),
      Number(m[2]),
    ]);
    expect(rules).toEqual([
      [750, 2],
      [1000, 3],
      [1100, 3],
      [1250, 4],
    ]);
  });

  it.each([
    [749, 1],
    [750, 2],
    [999, 2],
    [1000, 3],
    [1249, 3],
    [1250, 4],
  ])('at %i px shows %i cards', (width, cards) => {
    resizeWindowTo(width);
    renderBlock(NewsCarousel, block);
    expect(visibleHeadlines()).toEqual(headlines.slice(0, cards));
  });

  it('takes the table from the block data', () => {
    resizeWindowTo(800);
    renderBlock(NewsCarousel, { ...block, slidesPerView: [{ minWidthPx: 600, slides: 5 }] });
    expect(visibleHeadlines()).toHaveLength(5);
  });
});

describe('NewsCarousel autoplay', () => {
  it('moves by one card at 1000 ms, not at 999 ms, and keeps going round', () => {
    renderBlock(NewsCarousel, block);
    tick(999);
    expect(visibleHeadlines()).toEqual(headlines.slice(0, 4));
    tick(1);
    expect(visibleHeadlines()).toEqual(headlines.slice(1, 5));
    for (let step = 0; step < 5; step += 1) tick(1000);
    expect(visibleHeadlines()).toEqual(headlines.slice(0, 4));
  });

  it('takes the interval from the block data', () => {
    renderBlock(NewsCarousel, { ...block, intervalMs: 3000 });
    tick(2999);
    expect(visibleHeadlines()[0]).toBe(headlines[0]);
    tick(1);
    expect(visibleHeadlines()[0]).toBe(headlines[1]);
  });

  it('pauses while hovered or while a card has keyboard focus', () => {
    renderBlock(NewsCarousel, block);
    fireEvent.mouseEnter(region());
    tick(10_000);
    expect(visibleHeadlines()[0]).toBe(headlines[0]);
    fireEvent.mouseLeave(region());
    act(() => screen.getAllByRole('link')[0]!.focus());
    tick(10_000);
    expect(visibleHeadlines()[0]).toBe(headlines[0]);
    act(() => screen.getAllByRole('link')[0]!.blur());
    tick(1000);
    expect(visibleHeadlines()[0]).toBe(headlines[1]);
  });

  it('does not move when the visitor prefers reduced motion', () => {
    restoreMatchMedia = mockMatchingMediaQueries('(prefers-reduced-motion: reduce)');
    renderBlock(NewsCarousel, block);
    tick(10_000);
    expect(visibleHeadlines()[0]).toBe(headlines[0]);
  });

  it("with the spec's three cards stays still where all of them fit, and moves where they do not", () => {
    const three = { ...block, items: items.slice(0, 3) };
    renderBlock(NewsCarousel, three);
    tick(10_000);
    expect(visibleHeadlines()).toEqual(headlines.slice(0, 3));
    act(() => resizeWindowTo(800));
    tick(1000);
    expect(visibleHeadlines()).toEqual(headlines.slice(1, 3));
  });
});

describe('NewsCarousel navigation', () => {
  it('moves with the previous/next buttons, wrapping both ways', () => {
    renderBlock(NewsCarousel, block);
    fireEvent.click(screen.getByRole('button', { name: 'Previous news' }));
    expect(visibleHeadlines()).toEqual([headlines[5], ...headlines.slice(0, 3)]);
    fireEvent.click(screen.getByRole('button', { name: 'Next news' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next news' }));
    expect(visibleHeadlines()).toEqual(headlines.slice(1, 5));
  });

  it('moves on a swipe of more than 40 px and with the arrow keys', () => {
    resizeWindowTo(400);
    renderBlock(NewsCarousel, block);
    fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 260, clientY: 0 }] });
    expect(visibleHeadlines()).toEqual([headlines[0]]);
    fireEvent.touchStart(region(), { touches: [{ clientX: 300, clientY: 0 }] });
    fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 259, clientY: 0 }] });
    expect(visibleHeadlines()).toEqual([headlines[1]]);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next news' }), { key: 'ArrowLeft' });
    expect(visibleHeadlines()).toEqual([headlines[0]]);
  });
});

describe('NewsCard', () => {
  it('shows image, date label, headline and a Read More link to the article in a new tab', () => {
    renderBlock(NewsCarousel, block);
    const article = screen.getAllByRole('article')[0]!;
    const img = article.querySelector('img')!;
    expect([img.getAttribute('width'), img.getAttribute('height'), img.getAttribute('loading')]).toEqual([
      '600',
      '360',
      'lazy',
    ]);
    expect(article.textContent).toContain('10 Sep');
    const link = screen.getByRole('link', { name: `Read More: ${headlines[0]} (opens in a new tab)` });
    // The visible label is "Read More"; the headline follows as visually hidden link text, which
    // search engines read too (Lighthouse's link-text audit ignores aria-label).
    expect(link.childNodes[0]!.textContent).toBe('Read More');
    expect(link.textContent).toBe(`Read More: ${headlines[0]} (opens in a new tab)`);
    expect(link.hasAttribute('aria-label')).toBe(false);
    expect(link.getAttribute('href')).toBe('https://news.example.com/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("uses the author's accessible label when the data has one", () => {
    const labelled = { ...items[0]!, link: { ...items[0]!.link, ariaLabel: 'Read more about the tyre line' } };
    renderBlock(NewsCarousel, { ...block, items: [labelled] });
    screen.getByRole('link', { name: /^read more about the tyre line$/i });
  });
});

describe('NewsCarousel on the server', () => {
  it('renders every card and no timer, with copies for the endless loop hidden', () => {
    const html = renderToString(withProviders(<NewsCarousel block={received(block)} site={testSite} index={6} />));
    for (const headline of headlines) expect(html).toContain(headline);
    expect(html.match(/data-strip-copy=""/g)).toHaveLength(4);
    expect(html.match(/<li[^>]*aria-hidden="true"/g)).toHaveLength(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});
