import { describe, expect, it } from 'vitest';
import { createBrowserSession } from './harness/session';
import { waitForHydration } from './harness/poll';

/**
 * No carousel slide or card is cut at the sides: at every width from a small phone to a wide
 * desktop, every slide of a carousel is exactly one slot wide (content never widens it), nothing
 * inside a slide reaches past its edges, and the slides the window shows lie wholly inside it.
 */
const session = createBrowserSession();

const WIDTHS = [320, 375, 700, 800, 1050, 1280, 1920];
const ROUTES_WITH_CAROUSELS = ['/', '/customer'];

interface SlideCut {
  carousel: string;
  slide: number;
  problem: string;
}

describe.each(ROUTES_WITH_CAROUSELS)('carousel slides on %s', (route) => {
  it.each(WIDTHS)('none is cut or wider than its slot at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto(route);
    await waitForHydration(page, '[aria-roledescription="carousel"] [role="status"]');
    const cuts = await page.evaluate(() => {
      const found: SlideCut[] = [];
      const carousels = Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]'));
      for (const carousel of carousels) {
        const name = carousel.getAttribute('aria-label') ?? carousel.getAttribute('aria-labelledby') ?? '?';
        const slides = Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
        let window = slides[0]?.parentElement ?? null;
        while (window && getComputedStyle(window).overflowX === 'visible') window = window.parentElement;
        if (!window) continue;
        const shown = window.getBoundingClientRect();
        const widths = slides.map((slide) => slide.getBoundingClientRect().width);
        slides.forEach((slide, index) => {
          const rect = slide.getBoundingClientRect();
          if (Math.abs(rect.width - Math.min(...widths)) > 0.5) {
            found.push({
              carousel: name,
              slide: index + 1,
              problem: `${rect.width} px wide, others ${Math.min(...widths)}`,
            });
          }
          if (slide.scrollWidth > slide.clientWidth + 1) {
            found.push({
              carousel: name,
              slide: index + 1,
              problem: `content ${slide.scrollWidth} px in ${slide.clientWidth}`,
            });
          }
          // The card itself: Mantine adds the gap between slides as padding at each slide's end.
          const card = (slide.firstElementChild ?? slide).getBoundingClientRect();
          const visible = Math.min(card.right, shown.right) - Math.max(card.left, shown.left);
          const inside = card.left >= shown.left - 0.5 && card.right <= shown.right + 0.5;
          if (visible > 1 && !inside) {
            found.push({
              carousel: name,
              slide: index + 1,
              problem: `cut: ${card.left}-${card.right} in ${shown.left}-${shown.right}`,
            });
          }
        });
      }
      return found;
    });
    expect(cuts).toEqual([]);
  });
});
