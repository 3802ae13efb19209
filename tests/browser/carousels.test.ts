import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectShown, freezeClock, shownTexts } from './harness/carousel';
import { flushPageTasks, waitForHydration } from './harness/poll';
import { createBrowserSession } from './harness/session';
import { blocksOf, pageFor } from './harness/site-data';

const session = createBrowserSession();

/** Customer logos left to right as the visitor sees them (each at least 99% inside the strip). */
function shownLogos(page: Page, alts: readonly string[]): Promise<string[]> {
  return page.evaluate((wanted) => {
    const seen = new Map<string, number>();
    for (const image of Array.from(document.querySelectorAll('img'))) {
      if (!wanted.includes(image.alt) || !image.checkVisibility({ opacityProperty: true })) continue;
      const box = image.getBoundingClientRect();
      if (box.width === 0) continue;
      let left = box.left;
      let right = box.right;
      for (let parent = image.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      right = Math.min(right, window.innerWidth);
      left = Math.max(left, 0);
      if (right - left >= box.width * 0.99) seen.set(image.alt, box.left);
    }
    return [...seen.entries()].sort((a, b) => a[1] - b[1]).map(([alt]) => alt);
  }, alts);
}

describe('customer logo strip (/customer)', () => {
  it.each([375, 1280])('at %i px shows 4 logos at once and shifts by one at 5000 ms, not before', async (width) => {
    const strip = blocksOf(pageFor('/customer'), 'logoStrip')[0];
    if (!strip) throw new Error('/customer has no logoStrip block');
    const alts = strip.logos.map((logo) => logo.alt);
    expect(alts.length, 'more logos than fit, so the strip has something to rotate').toBeGreaterThan(4);

    const { page } = await session.open({ width });
    await freezeClock(page);
    await page.goto('/customer');
    await page.waitForLoadState('networkidle');
    await page
      .getByAltText(alts[0] ?? '')
      .first()
      .scrollIntoViewIfNeeded();
    await waitForHydration(page, `img[alt="${alts[0]}"]`);

    const first = await shownLogos(page, alts);
    expect(first).toEqual(alts.slice(0, 4));
    await page.clock.runFor(4999);
    await flushPageTasks(page);
    expect(await shownLogos(page, alts), 'unchanged at 4999 ms').toEqual(first);
    await page.clock.runFor(1);
    await expect.poll(() => shownLogos(page, alts), { timeout: 5000 }).toEqual(alts.slice(1, 5));
  });
});

/** How many cards fit in the news carousel's window: (window + gap) / (card + gap). */
function newsSlidesPerView(page: Page, headline: string): Promise<number> {
  return page.evaluate((text) => {
    const heading = Array.from(document.querySelectorAll<HTMLElement>('body *')).find(
      (element) =>
        element.textContent?.trim() === text &&
        !Array.from(element.children).some((child) => child.textContent?.trim() === text),
    );
    if (!heading) throw new Error(`news headline not found: ${text}`);
    // The track is the first ancestor whose children (the slides) sit side by side.
    let track: HTMLElement | null = null;
    for (let parent = heading.parentElement; parent; parent = parent.parentElement) {
      const [a, b] = Array.from(parent.children).map((child) => child.getBoundingClientRect());
      if (a && b && Math.abs(a.top - b.top) < 1 && b.left > a.left) {
        track = parent;
        break;
      }
    }
    if (!track) throw new Error('news carousel has no row of slides');
    let windowElement: HTMLElement | null = track.parentElement;
    while (windowElement && getComputedStyle(windowElement).overflowX === 'visible') {
      windowElement = windowElement.parentElement;
    }
    if (!windowElement) throw new Error('news carousel has no clipping window');
    const [a, b] = Array.from(track.children).map((element) => element.getBoundingClientRect());
    if (!a || !b) throw new Error('news carousel has fewer than two slides');
    const gap = b.left - a.right;
    return (windowElement.getBoundingClientRect().width + gap) / (a.width + gap);
  }, headline);
}

describe('news carousel (Home)', () => {
  const news = () => {
    const block = blocksOf(pageFor('/'), 'newsCarousel')[0];
    if (!block) throw new Error('Home has no newsCarousel block');
    return block;
  };

  it.each([
    [749, 1],
    [750, 2],
    [999, 2],
    [1000, 3],
    [1100, 3],
    [1249, 3],
    [1250, 4],
  ])('at %i px shows %i card(s) at a time', async (width, expected) => {
    const { page } = await session.open({ width });
    await freezeClock(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const headline = news().items[0]?.headline ?? '';
    await page.getByText(headline, { exact: true }).first().scrollIntoViewIfNeeded();
    const perView = await newsSlidesPerView(page, headline);
    expect(perView).toBeCloseTo(expected, 1);
  });

  it('each card shows its date, headline and an external Read More link in a new tab', async () => {
    const { page } = await session.open({ width: 1280 });
    await page.goto('/');
    for (const item of news().items) {
      await expect.poll(() => page.getByText(item.date, { exact: true }).count()).toBeGreaterThan(0);
      expect(item.link.href).toMatch(/^https:/);
      const link = page.locator(`a[href="${item.link.href}"]`).first();
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.textContent()).toMatch(/read more/i);
    }
  });

  it('autoplays: one card on a phone moves on at 1000 ms, not at 999 ms', async () => {
    const headlines = news().items.map((item) => item.headline);
    const { page } = await session.open({ width: 375 });
    await freezeClock(page);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page
      .getByText(headlines[0] ?? '', { exact: true })
      .first()
      .scrollIntoViewIfNeeded();
    await waitForHydration(page, 'footer');
    await expectShown(page, headlines, [0], 'first news card on load');
    await page.clock.runFor(999);
    await flushPageTasks(page);
    expect(await shownTexts(page, headlines)).toEqual([0]);
    await page.clock.runFor(1);
    await expectShown(page, headlines, [1], 'second news card at 1000 ms');
  });
});
