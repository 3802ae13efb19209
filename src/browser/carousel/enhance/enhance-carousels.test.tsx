import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { received, withProviders } from '../../../../tests/blocks/render-block';
import { testSite } from '../../../../tests/blocks/test-site';
import HeroCarousel from '../../blocks/HeroCarousel';
import LogoStrip from '../../blocks/LogoStrip';
import type { AuthoredBlockOf } from '../../blocks/block-types';
import { enhanceIsland } from './enhance-carousels';

const hero: AuthoredBlockOf<'heroCarousel'> = {
  type: 'heroCarousel',
  heading: 'Acme Automation',
  intervalMs: 5000,
  slides: ['One', 'Two', 'Three'].map((headline) => ({
    id: headline.toLowerCase(),
    headline,
    image: { src: `/images/hero/${headline}.svg`, alt: headline, width: 1600, height: 700 },
  })),
};

const SLIDE_WIDTH_PX = 400;

/** jsdom has no layout: every carousel slide is as wide as the window, side by side, as in a browser. */
function layOutSlides() {
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.matches('.mantine-Carousel-viewport, .mantine-Carousel-slide') ? SLIDE_WIDTH_PX : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    if (!this.matches('.mantine-Carousel-slide')) return 0;
    return Array.from(this.parentElement!.children).indexOf(this) * SLIDE_WIDTH_PX;
  });
}

/** The island as the site's server writes it: the block's server HTML. */
function serverIsland(html: string): HTMLElement {
  const island = document.createElement('page-island');
  island.innerHTML = html;
  document.body.append(island);
  return island;
}

beforeEach(() => {
  vi.useFakeTimers();
  layOutSlides();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('enhanceIsland (carousels without React)', () => {
  it("brings the hero's server HTML to life: status, named dots in Mantine's classes, live arrows, autoplay", () => {
    const island = serverIsland(
      renderToString(withProviders(<HeroCarousel block={received(hero)} site={testSite} index={0} />)),
    );
    enhanceIsland(island);
    const status = island.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('Slide 1 of 3');
    expect(status.getAttribute('aria-live'), 'quiet while it rotates').toBe('off');
    const dots = Array.from(island.querySelectorAll<HTMLElement>('[role="tab"]'));
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual([
      'Go to slide 1 of 3',
      'Go to slide 2 of 3',
      'Go to slide 3 of 3',
    ]);
    expect(dots[0]!.classList).toContain('mantine-Carousel-indicator');
    expect(dots[0]!.classList).toContain('mantine-focus-auto');
    const next = island.querySelector<HTMLElement>('[aria-label="Next slide"]')!;
    expect(next.hasAttribute('data-inactive')).toBe(false);

    vi.advanceTimersByTime(4999);
    expect(status.textContent).toBe('Slide 1 of 3');
    vi.advanceTimersByTime(1);
    expect(status.textContent).toBe('Slide 2 of 3');
    next.click();
    expect(status.textContent).toBe('Slide 3 of 3');
    expect(dots.map((dot) => dot.getAttribute('aria-selected'))).toEqual(['false', 'false', 'true']);
  });

  it('Pause stops the hero and says Play; the status speaks again', () => {
    const island = serverIsland(
      renderToString(withProviders(<HeroCarousel block={received(hero)} site={testSite} index={0} />)),
    );
    enhanceIsland(island);
    const toggle = island.querySelector<HTMLElement>('[aria-label="Pause the slide show"]')!;
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Play the slide show');
    vi.advanceTimersByTime(15_000);
    expect(island.querySelector('[role="status"]')!.textContent).toBe('Slide 1 of 3');
    expect(island.querySelector('[role="status"]')!.getAttribute('aria-live')).toBe('polite');
  });

  it('a strip without dots or arrows gets none, and its Pause button still works', () => {
    const strip: AuthoredBlockOf<'logoStrip'> = {
      type: 'logoStrip',
      heading: 'Customers',
      visibleCount: 1,
      logos: ['a', 'b'].map((name) => ({ src: `/images/${name}.svg`, alt: name, width: 240, height: 120 })),
    };
    const island = serverIsland(
      renderToString(withProviders(<LogoStrip block={received(strip)} site={testSite} index={2} />)),
    );
    enhanceIsland(island);
    expect(island.querySelectorAll('[role="tab"]')).toHaveLength(0);
    expect(island.querySelector('[role="status"]')!.textContent).toBe('Slide 1 of 2');
    island.querySelector<HTMLElement>('[aria-label="Pause the moving logos"]')!.click();
    expect(island.querySelector('[aria-label="Play the moving logos"]')).not.toBeNull();
  });
});
