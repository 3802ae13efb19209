import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { received, renderBlock, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import { mockMatchingMediaQueries } from '../../carousel/mock-media-query.testing';
import type { AuthoredBlockOf } from '../block-types';
import ReviewCarousel from './index';

// No intervalMs: the schema default (6000 ms) applies.
const block: AuthoredBlockOf<'reviewCarousel'> = {
  type: 'reviewCarousel',
  heading: 'What Our Customers Say',
  reviews: [
    { id: 1, quote: 'The palletizer paid for itself in 14 months.', name: 'Plant Head', role: 'Tyre plant, Chakan' },
    { id: 2, quote: 'Changeovers went from an hour to ten minutes.', name: 'Operations Director' },
    { id: 3, quote: 'Their service team answers at 2 a.m.', name: 'Maintenance Manager', role: 'Dairy, Baramati' },
  ],
};

const visibleReview = () => screen.getByRole('group', { name: /of 3$/ }).getAttribute('aria-label');
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const region = () => screen.getByRole('region', { name: block.heading });

let restoreMatchMedia = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  restoreMatchMedia();
});

describe('ReviewCarousel', () => {
  it('shows one review at a time as a quote with the speaker in <cite>', () => {
    const { container } = renderBlock(ReviewCarousel, block);
    expect(region().getAttribute('aria-roledescription')).toBe('carousel');
    screen.getByRole('heading', { level: 2, name: block.heading });
    expect(visibleReview()).toBe('1 of 3');
    const quotes = [...container.querySelectorAll('blockquote')];
    expect(quotes.map((q) => q.textContent)).toEqual(block.reviews.map((r) => r.quote));
    const active = screen.getByRole('group', { name: '1 of 3' });
    expect(active.querySelector('cite')?.textContent).toBe('Plant Head');
    expect(active.querySelector('figcaption')?.textContent).toBe('Plant Head, Tyre plant, Chakan');
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => [s.getAttribute('aria-hidden'), s.hasAttribute('inert')])).toEqual([
      [null, false],
      ['true', true],
      ['true', true],
    ]);
  });

  it('advances at 6000 ms, not at 5999 ms, and wraps from the last review to the first', () => {
    renderBlock(ReviewCarousel, block);
    tick(5999);
    expect(visibleReview()).toBe('1 of 3');
    tick(1);
    expect(visibleReview()).toBe('2 of 3');
    tick(6000);
    tick(6000);
    expect(visibleReview()).toBe('1 of 3');
  });

  it('takes the interval from the block data', () => {
    renderBlock(ReviewCarousel, { ...block, intervalMs: 9000 });
    tick(8999);
    expect(visibleReview()).toBe('1 of 3');
    tick(1);
    expect(visibleReview()).toBe('2 of 3');
  });

  it('has labelled previous/next buttons and dots that wrap and jump', () => {
    renderBlock(ReviewCarousel, block);
    fireEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(visibleReview()).toBe('3 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(visibleReview()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Go to review 2 of 3' }));
    expect(visibleReview()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Go to review 2 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('pauses while hovered and resumes after', () => {
    renderBlock(ReviewCarousel, block);
    fireEvent.mouseEnter(region());
    tick(30_000);
    expect(visibleReview()).toBe('1 of 3');
    fireEvent.mouseLeave(region());
    tick(6000);
    expect(visibleReview()).toBe('2 of 3');
  });

  it('does not advance when the visitor prefers reduced motion', () => {
    restoreMatchMedia = mockMatchingMediaQueries('(prefers-reduced-motion: reduce)');
    renderBlock(ReviewCarousel, block);
    tick(30_000);
    expect(visibleReview()).toBe('1 of 3');
    screen.getByRole('button', { name: 'Start automatic review rotation' });
  });

  it('moves with the arrow keys and with swipes of more than 40 px', () => {
    renderBlock(ReviewCarousel, block);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next review' }), { key: 'ArrowRight' });
    expect(visibleReview()).toBe('2 of 3');
    fireEvent.touchStart(region(), { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 140, clientY: 0 }] });
    expect(visibleReview()).toBe('2 of 3');
    fireEvent.touchStart(region(), { touches: [{ clientX: 100, clientY: 0 }] });
    fireEvent.touchEnd(region(), { changedTouches: [{ clientX: 141, clientY: 0 }] });
    expect(visibleReview()).toBe('1 of 3');
  });

  it('names the speaker, their role and their company under the quote', () => {
    renderBlock(ReviewCarousel, {
      ...block,
      reviews: [
        {
          id: 1,
          quote: 'Changeovers went from an hour to ten minutes.',
          name: 'Shalini Deshpande',
          role: 'Energy Manager',
          company: 'Dhenuka Dairy Cooperative, Baramati',
        },
      ],
    });
    const caption = screen.getByRole('figure').querySelector('figcaption')!;
    expect(caption.textContent).toBe('Shalini Deshpande, Energy Manager, Dhenuka Dairy Cooperative, Baramati');
    expect(caption.querySelector('cite')!.textContent).toBe('Shalini Deshpande');
  });

  it('shows a single review without controls', () => {
    renderBlock(ReviewCarousel, { ...block, reviews: block.reviews.slice(0, 1) });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('renders on the server with every review and no timer', () => {
    const html = renderToString(withProviders(<ReviewCarousel block={received(block)} site={testSite} index={4} />));
    for (const review of block.reviews) expect(html).toContain(review.quote);
    expect(html.match(/<cite/g)).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });
});
