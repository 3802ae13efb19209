import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { received, renderBlock, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import { mockMatchingMediaQueries } from '../../carousel/mock-media-query.testing';
import type { AuthoredBlockOf } from '../block-types';
import HeroCarousel from './index';

const headlines = [
  'Tailored Solutions for Ever-Changing Needs',
  'Data-Driven Excellence for Goal-Oriented Success',
  'Future-Proofing Through Green Energy Innovation',
  'Leading the Way in Sustainable Energy',
];

// No intervalMs / pauseOnHover / swipeThresholdPx: the schema defaults (the spec's numbers) apply.
const block: AuthoredBlockOf<'heroCarousel'> = {
  type: 'heroCarousel',
  heading: 'Industrial robotics and material-handling automation',
  slides: headlines.map((headline, i) => ({
    id: `slide-${i + 1}`,
    headline,
    text: `Slide ${i + 1} text.`,
    image: { src: `/images/hero/slide-${i + 1}.svg`, alt: `Slide ${i + 1} image`, width: 1600, height: 700 },
    cta: { label: `Slide ${i + 1} link`, href: '/solutions' },
  })),
};

/** The one slide assistive technology can see ("2 of 4"); hidden slides are excluded by getByRole. */
const visibleSlide = () => screen.getByRole('group', { name: /of 4$/ }).getAttribute('aria-label');
const carousel = () => screen.getByRole('region', { name: block.heading });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function touchSwipe(element: HTMLElement, dx: number) {
  fireEvent.touchStart(element, { touches: [{ clientX: 200, clientY: 300 }] });
  fireEvent.touchEnd(element, { touches: [], changedTouches: [{ clientX: 200 + dx, clientY: 300 }] });
}

let restoreMatchMedia = () => {};
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  restoreMatchMedia();
});

describe('HeroCarousel structure', () => {
  it('is a labelled carousel region whose heading is the only <h1>', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    expect(carousel().getAttribute('aria-roledescription')).toBe('carousel');
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([block.heading]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(headlines[0]);
  });

  it('keeps every slide in the HTML but hides the inactive ones from assistive technology and the tab order', () => {
    const { container } = renderBlock(HeroCarousel, block, { index: 0 });
    const slides = [...container.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 4', '2 of 4', '3 of 4', '4 of 4']);
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual([null, 'true', 'true', 'true']);
    expect(slides.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true, true]);
    expect(slides.map((s) => s.querySelector('h2')?.textContent)).toEqual(headlines);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Slide 1 link']);
  });

  it('loads the first image eagerly with high priority and the others lazily, all with their size', () => {
    const { container } = renderBlock(HeroCarousel, block, { index: 0 });
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', null, null, null]);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy', 'lazy']);
    expect(images.every((img) => img.getAttribute('width') === '1600' && img.getAttribute('height') === '700')).toBe(
      true,
    );
  });

  it('loads every image lazily when the hero is not the first block', () => {
    const { container } = renderBlock(HeroCarousel, block, { index: 2 });
    expect([...container.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
  });

  it('labels its controls and marks the active dot', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    screen.getByRole('button', { name: 'Previous slide' });
    screen.getByRole('button', { name: 'Next slide' });
    screen.getByRole('button', { name: 'Stop automatic slide show' });
    const dots = screen.getAllByRole('button', { name: /^Go to slide \d of 4$/ });
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null, null]);
  });

  it('renders a single slide without controls or rotation', () => {
    renderBlock(HeroCarousel, { ...block, slides: block.slides.slice(0, 1) }, { index: 0 });
    expect(screen.queryByRole('button')).toBeNull();
    tick(20_000);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(headlines[0]);
  });
});

describe('HeroCarousel rotation', () => {
  it('has not moved at 4999 ms and shows slide 2 at 5000 ms', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    tick(4999);
    expect(visibleSlide()).toBe('1 of 4');
    tick(1);
    expect(visibleSlide()).toBe('2 of 4');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(headlines[1]);
  });

  it('gives each slide the full interval and wraps from the last slide to the first', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    for (const expected of ['2 of 4', '3 of 4', '4 of 4']) {
      tick(5000);
      expect(visibleSlide()).toBe(expected);
    }
    tick(5000);
    expect(visibleSlide()).toBe('1 of 4');
  });

  it('pauses while hovered and resumes with a full interval after the pointer leaves', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    tick(3000);
    fireEvent.mouseEnter(carousel());
    tick(20_000);
    expect(visibleSlide()).toBe('1 of 4');
    fireEvent.mouseLeave(carousel());
    tick(4999);
    expect(visibleSlide()).toBe('1 of 4');
    tick(1);
    expect(visibleSlide()).toBe('2 of 4');
  });

  it('keeps rotating while hovered when pauseOnHover is false', () => {
    renderBlock(HeroCarousel, { ...block, pauseOnHover: false }, { index: 0 });
    fireEvent.mouseEnter(carousel());
    tick(5000);
    expect(visibleSlide()).toBe('2 of 4');
  });

  it('takes the interval from the block data', () => {
    renderBlock(HeroCarousel, { ...block, intervalMs: 8000 }, { index: 0 });
    tick(7999);
    expect(visibleSlide()).toBe('1 of 4');
    tick(1);
    expect(visibleSlide()).toBe('2 of 4');
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    restoreMatchMedia = mockMatchingMediaQueries('(prefers-reduced-motion: reduce)');
    renderBlock(HeroCarousel, block, { index: 0 });
    tick(30_000);
    expect(visibleSlide()).toBe('1 of 4');
    screen.getByRole('button', { name: 'Start automatic slide show' });
  });

  it('stops rotating when the visitor presses Stop', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.mouseLeave(carousel());
    screen.getByRole('button', { name: 'Start automatic slide show' }).blur();
    tick(30_000);
    expect(visibleSlide()).toBe('1 of 4');
  });

  it('announces slide changes politely only while it is not rotating by itself', () => {
    const { container } = renderBlock(HeroCarousel, block, { index: 0 });
    const live = container.querySelector('[aria-live]')!;
    expect(live.getAttribute('aria-live')).toBe('off');
    fireEvent.mouseEnter(carousel());
    expect(live.getAttribute('aria-live')).toBe('polite');
  });
});

describe('HeroCarousel navigation', () => {
  // user-event waits on real timers between keystrokes; rotation (5 s) cannot fire within these tests.
  const keyboardUser = () => {
    vi.useRealTimers();
    return userEvent.setup();
  };

  it('goes back from the first slide to the last and forward from the last to the first', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(visibleSlide()).toBe('4 of 4');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(visibleSlide()).toBe('1 of 4');
  });

  it('goes to the slide of a dot and marks that dot current', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3 of 4' }));
    expect(visibleSlide()).toBe('3 of 4');
    expect(screen.getByRole('button', { name: 'Go to slide 3 of 4' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'Go to slide 1 of 4' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with the left/right arrow keys when the carousel or a control inside it has focus', async () => {
    const user = keyboardUser();
    renderBlock(HeroCarousel, block, { index: 0 });
    await user.tab();
    expect(document.activeElement).toBe(carousel());
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toBe('2 of 4');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(visibleSlide()).toBe('4 of 4');
    screen.getByRole('button', { name: 'Go to slide 2 of 4' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toBe('1 of 4');
  });

  it('ignores arrow keys pressed elsewhere on the page', async () => {
    const user = keyboardUser();
    renderBlock(HeroCarousel, block, { index: 0 });
    await user.keyboard('{ArrowRight}');
    expect(visibleSlide()).toBe('1 of 4');
  });

  it('does not move on a swipe of 39 px or exactly 40 px', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    for (const dx of [-39, -40, 39, 40]) {
      touchSwipe(carousel(), dx);
      expect(visibleSlide(), `after a swipe of ${dx} px`).toBe('1 of 4');
    }
  });

  it('moves on a swipe of 41 px: left shows the next slide, right the previous one', () => {
    renderBlock(HeroCarousel, block, { index: 0 });
    touchSwipe(carousel(), -41);
    expect(visibleSlide()).toBe('2 of 4');
    touchSwipe(carousel(), 41);
    expect(visibleSlide()).toBe('1 of 4');
    touchSwipe(within(carousel()).getByRole('group', { name: '1 of 4' }), 41);
    expect(visibleSlide()).toBe('4 of 4');
  });

  it('takes the swipe threshold from the block data', () => {
    renderBlock(HeroCarousel, { ...block, swipeThresholdPx: 80 }, { index: 0 });
    touchSwipe(carousel(), -80);
    expect(visibleSlide()).toBe('1 of 4');
    touchSwipe(carousel(), -81);
    expect(visibleSlide()).toBe('2 of 4');
  });
});

describe('HeroCarousel on the server', () => {
  it('renders complete HTML with react-dom/server, slide 1 active and no timer started', () => {
    const html = renderToString(withProviders(<HeroCarousel block={received(block)} site={testSite} index={0} />));
    expect(html.match(/<h1/g)).toHaveLength(1);
    for (const headline of headlines) expect(html).toContain(headline);
    expect(html.match(/aria-hidden="true" inert=""/g)).toHaveLength(3);
    expect(html).toContain('fetchPriority="high"');
    expect(vi.getTimerCount()).toBe(0);
  });
});
