import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { flushPageTasks } from './harness/poll';
import { createLayoutSiteSession } from './harness/layout-site-session';

/**
 * No carousel slide or card is cut at the sides: at every width from a small phone to a wide
 * desktop, every slide of a carousel is exactly one slot wide (content never widens it), nothing
 * inside a slide reaches past its edges, and the slides the window shows lie wholly inside it.
 */
const session = createLayoutSiteSession();

const WIDTHS = [320, 375, 700, 800, 1050, 1280, 1920];
const ROUTES_WITH_CAROUSELS = ['/', '/customer'];

/** Opens the route and brings every carousel into view until it has hydrated (below-the-fold islands wake near the viewport). */
async function openWithCarouselsAwake(route: string, width: number): Promise<Page> {
  const { page } = await session.open({ width });
  await page.goto(route);
  const carousels = page.locator('[aria-roledescription="carousel"]');
  for (let index = 0; index < (await carousels.count()); index += 1) {
    const carousel = carousels.nth(index);
    await carousel.scrollIntoViewIfNeeded();
  }
  // Every carousel's island has hydrated (the island runtime marks it), so Embla has measured the slides.
  await expect
    .poll(() =>
      carousels.evaluateAll((roots) =>
        roots.every((root) => root.closest('page-island')?.hasAttribute('data-hydrated') ?? true),
      ),
    )
    .toBe(true);
  await flushPageTasks(page);
  return page;
}

interface SlideCut {
  carousel: string;
  slide: number;
  problem: string;
}

describe.each(ROUTES_WITH_CAROUSELS)('carousel slides on %s', (route) => {
  it.each(WIDTHS)('none is cut or wider than its slot at %i px', async (width) => {
    const page = await openWithCarouselsAwake(route, width);
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

describe.each(ROUTES_WITH_CAROUSELS)('carousel arrows on %s', (route) => {
  it.each(WIDTHS)('cover no text of a card or slide at %i px', async (width) => {
    const page = await openWithCarouselsAwake(route, width);
    const covered = await page.evaluate(() => {
      const found: string[] = [];
      for (const carousel of Array.from(document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]'))) {
        const arrows = Array.from(
          carousel.querySelectorAll<HTMLElement>('button[aria-label^="Previous"], button[aria-label^="Next"]'),
        )
          .filter((arrow) => getComputedStyle(arrow).visibility === 'visible')
          .map((arrow) => ({ name: arrow.getAttribute('aria-label'), box: arrow.getBoundingClientRect() }));
        const walker = document.createTreeWalker(carousel, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || !node.parentElement?.closest('[aria-roledescription="slide"]')) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const line of Array.from(range.getClientRects())) {
            for (const { name, box } of arrows) {
              const overlaps =
                line.left < box.right && box.left < line.right && line.top < box.bottom && box.top < line.bottom;
              if (overlaps && line.right > 0 && line.left < window.innerWidth) {
                found.push(`${name} on "${node.textContent.trim().slice(0, 40)}"`);
              }
            }
          }
        }
      }
      return found;
    });
    expect(covered).toEqual([]);
  });
});

describe('news cards from 1250 px', () => {
  it.each([1250, 1280, 1920])('fill their row with no empty slot at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/');
    const carousel = page.locator('[aria-roledescription="carousel"]').filter({ has: page.locator('article') });
    await carousel.scrollIntoViewIfNeeded();
    const row = await carousel.evaluate((root) => {
      const slides = Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
      let window = slides[0]?.parentElement ?? null;
      while (window && getComputedStyle(window).overflowX === 'visible') window = window.parentElement;
      const shown = window!.getBoundingClientRect();
      const cards = slides
        .map((slide) => slide.firstElementChild!.getBoundingClientRect())
        .filter((card) => card.left < shown.right && card.right > shown.left);
      return { windowRight: shown.right, lastCardRight: Math.max(...cards.map((card) => card.right)) };
    });
    expect(row.windowRight - row.lastCardRight, 'empty space after the last card (px)').toBeLessThanOrEqual(1);
  });
});
