import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { expectShown, freezeClock, positionsOf, shownTexts, swipe } from './harness/carousel';
import { waitForHydration } from './harness/poll';
import { createBrowserSession } from './harness/session';

const session = createBrowserSession();

/** The spec's four hero headlines, in order (section 2, Home). */
const headlines = [
  'Tailored Solutions for Ever-Changing Needs',
  'Data-Driven Excellence for Goal-Oriented Success',
  'Future-Proofing Through Green Energy Innovation',
  'Leading the Way in Sustainable Energy',
];
const intervalMs = 5000;

/** Marks the element that holds all four slides, so the test can hover it and focus inside it. */
async function markHero(page: Page): Promise<void> {
  await page.evaluate((texts) => {
    const headings = Array.from(document.querySelectorAll('body *')).filter((element) =>
      texts.includes(element.textContent?.trim() ?? ''),
    );
    let root = headings[0]?.parentElement ?? null;
    while (root && !texts.every((text) => root?.textContent?.includes(text))) root = root.parentElement;
    // Up to the carousel itself: the element that takes focus or holds its controls.
    while (root && root.tabIndex < 0 && !root.querySelector('button')) root = root.parentElement;
    root?.setAttribute('data-test-hero', '');
  }, headlines);
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
  it('has not moved at 4999 ms and has moved at 5000 ms, then wraps from the last slide to the first', async () => {
    const page = await openHome({ width: 1280 });
    const before = await positionsOf(page, headlines);
    await page.clock.runFor(intervalMs - 1);
    await page.waitForTimeout(300);
    expect(await shownTexts(page, headlines)).toEqual([0]);
    expect(await positionsOf(page, headlines), 'nothing moved before 5000 ms').toBe(before);

    await page.clock.runFor(1);
    await expectShown(page, headlines, [1], 'second slide at 5000 ms');
    await page.clock.runFor(intervalMs);
    await expectShown(page, headlines, [2], 'third slide at 10000 ms');
    await page.clock.runFor(intervalMs);
    await expectShown(page, headlines, [3], 'fourth slide at 15000 ms');
    await page.clock.runFor(intervalMs);
    await expectShown(page, headlines, [0], 'wrapped to the first slide at 20000 ms');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const page = await openHome({ width: 1280 });
    await page.hover('[data-test-hero]');
    await page.clock.runFor(intervalMs * 3);
    await page.waitForTimeout(300);
    expect(await shownTexts(page, headlines), 'still on the first slide while hovered').toEqual([0]);

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
    await expectShown(page, headlines, [3], 'ArrowLeft on the first slide wraps to the last');
    await page.keyboard.press('ArrowRight');
    await expectShown(page, headlines, [0], 'ArrowRight on the last slide wraps to the first');
  });

  it('a touch swipe of 41 px moves it and one of 39 px does not', async () => {
    const page = await openHome({ width: 375, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    const box = await page.locator('[data-test-hero]').boundingBox();
    if (!box) throw new Error('hero carousel has no box');
    const start = { x: Math.round(box.x + box.width / 2 + 60), y: Math.round(Math.min(box.y + box.height / 2, 500)) };

    await swipe(cdp, start, -39);
    await page.waitForTimeout(600);
    expect(await shownTexts(page, headlines), '39 px swipe left does not move').toEqual([0]);

    await swipe(cdp, start, -41);
    await expectShown(page, headlines, [1], '41 px swipe left shows the next slide');

    await swipe(cdp, start, 39);
    await page.waitForTimeout(600);
    expect(await shownTexts(page, headlines), '39 px swipe right does not move').toEqual([1]);

    await swipe(cdp, start, 41);
    await expectShown(page, headlines, [0], '41 px swipe right shows the previous slide');
  });
});
