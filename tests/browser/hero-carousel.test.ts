import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectShown, freezeClock, positionsOf, shownTexts, swipe } from './harness/carousel';
import { blockFieldDefault } from '../../src/build/contract/schema-default';
import { flushPageTasks, waitForHydration } from './harness/poll';
import { createBrowserSession } from './harness/session';
import { blocksOf, pageFor } from './harness/site-data';

const session = createBrowserSession();

// Headlines and timing as pages/index.json has them today: an author may reword or add slides, and
// the site contract (site.contract.json) holds what the spec fixes.
const [hero] = blocksOf(pageFor('/'), 'heroCarousel');
if (!hero) throw new Error('the home page has no heroCarousel block');
const headlines = hero.slides.map((slide) => slide.headline);
const intervalMs = (hero.intervalMs ?? blockFieldDefault('heroCarousel', 'intervalMs')) as number;
const swipeThresholdPx = (hero.swipeThresholdPx ?? blockFieldDefault('heroCarousel', 'swipeThresholdPx')) as number;
const last = headlines.length - 1;

/** Marks the hero (the first carousel region on Home), so the test can hover it and focus inside it. */
async function markHero(page: Page): Promise<void> {
  await page
    .locator('[aria-roledescription="carousel"]')
    .first()
    .evaluate((root) => {
      root.setAttribute('data-test-hero', '');
    });
}

/** The slide the carousel marks active ("1 of 4" is 0); it changes as soon as React renders. */
async function activeSlide(page: Page): Promise<number> {
  await flushPageTasks(page);
  const label = await page
    .locator('[data-test-hero] [aria-roledescription="slide"]:not([aria-hidden="true"])')
    .getAttribute('aria-label');
  return Number(label?.split(' ')[0]) - 1;
}

async function openHome(options: { width: number; hasTouch?: boolean }): Promise<Page> {
  const { page } = await session.open({ ...options, isMobile: options.hasTouch });
  await freezeClock(page);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await markHero(page);
  await waitForHydration(page, '[data-test-hero]');
  await expectShown(page, headlines, [0], 'first slide on load');
  return page;
}

describe('hero carousel (Home)', () => {
  it("titles the page with the hero's heading as a visually hidden <h1>", async () => {
    const page = await openHome({ width: 1280 });
    const h1 = page.locator('h1');
    expect(await h1.textContent()).toBe(hero.heading);
    const box = await h1.boundingBox();
    expect(box && box.width * box.height, 'the h1 takes no visible space').toBeLessThanOrEqual(1);
  });

  it('has not moved 1 ms before its interval and has moved at it, then wraps from the last slide to the first', async () => {
    const page = await openHome({ width: 1280 });
    const before = await positionsOf(page, headlines);
    await page.clock.runFor(intervalMs - 1);
    expect(await activeSlide(page), 'still the first slide 1 ms before the interval').toBe(0);
    expect(await shownTexts(page, headlines)).toEqual([0]);
    expect(await positionsOf(page, headlines), 'nothing moved before 5000 ms').toBe(before);

    await page.clock.runFor(1);
    await expectShown(page, headlines, [1], 'second slide after one interval');
    for (let slide = 2; slide <= last; slide += 1) {
      await page.clock.runFor(intervalMs);
      await expectShown(page, headlines, [slide], `slide ${slide + 1} after ${slide} intervals`);
    }
    await page.clock.runFor(intervalMs);
    await expectShown(page, headlines, [0], 'wrapped to the first slide after the last');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const page = await openHome({ width: 1280 });
    await page.hover('[data-test-hero]');
    await page.clock.runFor(intervalMs * 3);
    expect(await activeSlide(page), 'still on the first slide while hovered').toBe(0);

    // Onto the sticky navbar, above the hero.
    await page.mouse.move(5, 5);
    await page.clock.runFor(intervalMs);
    await expectShown(page, headlines, [1], 'advanced after the pointer left');
  });

  it('moves with the left and right arrow keys and wraps both ways', async () => {
    const page = await openHome({ width: 1280 });
    const hero = page.locator('[data-test-hero]');
    // Focus the carousel itself if it is focusable, else its first control.
    const focusable = await hero.evaluate((element) => (element as HTMLElement).tabIndex >= 0);
    if (focusable) await hero.focus();
    else await hero.locator('button').first().focus();

    await page.keyboard.press('ArrowRight');
    await expectShown(page, headlines, [1], 'ArrowRight shows the next slide');
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, headlines, [0], 'ArrowLeft shows the previous slide');
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, headlines, [last], 'ArrowLeft on the first slide wraps to the last');
    await page.keyboard.press('ArrowRight');
    await expectShown(page, headlines, [0], 'ArrowRight on the last slide wraps to the first');
  });

  it('a touch swipe just over its threshold moves it and one just under does not', async () => {
    const page = await openHome({ width: 375, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    const box = await page.locator('[data-test-hero]').boundingBox();
    if (!box) throw new Error('hero carousel has no box');
    const start = { x: Math.round(box.x + box.width / 2 + 60), y: Math.round(Math.min(box.y + box.height / 2, 500)) };

    const short = swipeThresholdPx - 1;
    const long = swipeThresholdPx + 1;
    await swipe(cdp, start, -short);
    expect(await activeSlide(page), `${short} px swipe left does not move`).toBe(0);

    await swipe(cdp, start, -long);
    await expectShown(page, headlines, [1], `${long} px swipe left shows the next slide`);

    await swipe(cdp, start, short);
    expect(await activeSlide(page), `${short} px swipe right does not move`).toBe(1);

    await swipe(cdp, start, long);
    await expectShown(page, headlines, [0], `${long} px swipe right shows the previous slide`);
  });
});
