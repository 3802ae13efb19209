import type { CDPSession, Page } from 'playwright-core';

/** A fixed start for the fake clock, so runs are repeatable. */
const clockStart = new Date('2026-03-02T09:00:00+05:30');

/**
 * Installs Playwright's fake clock and stops time before the page loads: a carousel's timer then
 * starts at a known instant and only `page.clock.runFor` moves it.
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: clockStart });
  await page.clock.pauseAt(new Date(clockStart.getTime() + 1000));
}

/**
 * Indices (into `texts`) of the texts a visitor sees right now: an element whose whole text is the
 * given one (innermost), visible and at least half inside every clipping ancestor (the carousel's window).
 * Cloned slides of a looping track count once.
 */
export function shownTexts(page: Page, texts: readonly string[]): Promise<number[]> {
  return page.evaluate((candidates) => {
    const shown = new Set<number>();
    const all = Array.from(document.querySelectorAll<HTMLElement>('body *'));
    for (const element of all) {
      const text = element.textContent?.trim() ?? '';
      const index = candidates.indexOf(text);
      // The innermost element holding the whole text (the heading, not its slide).
      if (index < 0 || Array.from(element.children).some((child) => child.textContent?.trim() === text)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0) continue;
      let left = box.left;
      let right = box.right;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      left = Math.max(left, 0);
      right = Math.min(right, window.innerWidth);
      if (right - left >= box.width / 2) shown.add(index);
    }
    return [...shown].sort((a, b) => a - b);
  }, texts);
}

/** Waits (in real time: CSS transitions do not follow the fake clock) until exactly `expected` shows. */
export async function expectShown(
  page: Page,
  texts: readonly string[],
  expected: number[],
  what: string,
): Promise<void> {
  const deadline = Date.now() + 5000;
  let last: number[] = [];
  while (Date.now() < deadline) {
    last = await shownTexts(page, texts);
    if (JSON.stringify(last) === JSON.stringify(expected)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: expected items ${JSON.stringify(expected)} to show, saw ${JSON.stringify(last)}`);
}

/** Page-space rectangles of the given texts' elements, to prove that nothing moved at all. */
export function positionsOf(page: Page, texts: readonly string[]): Promise<string> {
  return page.evaluate((candidates) => {
    const boxes: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      const text = element.textContent?.trim() ?? '';
      if (!candidates.includes(text)) continue;
      if (Array.from(element.children).some((child) => child.textContent?.trim() === text)) continue;
      const box = element.getBoundingClientRect();
      boxes.push(`${element.textContent?.trim()}@${box.left.toFixed(1)},${box.top.toFixed(1)}`);
    }
    return boxes.join(' | ');
  }, texts);
}

/** A one-finger horizontal swipe by `dx` pixels through Chromium's real touch input. */
export async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number): Promise<void> {
  const steps = 5;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + (dx * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from.y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
