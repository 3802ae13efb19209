import type { CDPSession, Locator, Page } from 'playwright-core';
import { flushPageTasks } from './poll';

/** A fixed start for the fake clock, so runs are repeatable. */
const clockStart = new Date('2026-03-02T09:00:00+05:30');

/**
 * Installs Playwright's fake clock and stops time before the page loads: a carousel's autoplay
 * timer then starts at a known instant and only `page.clock.runFor` moves it. The clock also drives
 * requestAnimationFrame, so Embla's scroll animation runs only inside `runFor` (see `settle`).
 */
export async function freezeClock(page: Page): Promise<void> {
  await page.clock.install({ time: clockStart });
  await page.clock.pauseAt(new Date(clockStart.getTime() + 1000));
}

/** A carousel on the page by its accessible name (Mantine's root: role region, roledescription carousel). */
export function carouselNamed(page: Page, name: string): Locator {
  return page.locator('[aria-roledescription="carousel"]').and(page.getByRole('region', { name, exact: true }));
}

/**
 * The slide the carousel has selected (0-based), read from Mantine's live status text
 * ("Slide 2 of 4"), which changes as soon as Embla selects a slide, before its animation.
 */
export async function selectedSlide(carousel: Locator): Promise<number> {
  await flushPageTasks(carousel.page());
  const status = (await carousel.locator('[role="status"]').first().textContent()) ?? '';
  const match = /Slide (\d+) of \d+/.exec(status);
  if (!match) throw new Error(`carousel status says "${status}", not "Slide N of M"`);
  return Number(match[1]) - 1;
}

/** Where the carousel's first slide sits on screen (px from the left): it moves as the track moves. */
export function firstSlideLeft(carousel: Locator): Promise<number> {
  return carousel
    .locator('[aria-roledescription="slide"]')
    .first()
    .evaluate((slide) => slide.getBoundingClientRect().left);
}

/**
 * Lets Embla's scroll animation finish: runs the fake clock in frames until nothing in the
 * carousel moves any more (at most `maxMs`, which must stay below the autoplay interval).
 */
export async function settle(carousel: Locator, maxMs = 900): Promise<void> {
  const page = carousel.page();
  const offset = () => firstSlideLeft(carousel);
  let last = await offset();
  for (let ran = 0; ran < maxMs; ran += 48) {
    await page.clock.runFor(48);
    await flushPageTasks(page);
    const now = await offset();
    if (Math.abs(now - last) < 0.01 && ran > 0) return;
    last = now;
  }
}

/**
 * Which of `texts` a visitor sees inside the carousel's clipping window right now, left to right:
 * the innermost element holding the whole text, at least 99% inside every clipping ancestor.
 */
export function shownInside(carousel: Locator, texts: readonly string[]): Promise<string[]> {
  return carousel.evaluate((root, candidates) => {
    const seen: [string, number][] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      const text = element instanceof HTMLImageElement ? element.alt : (element.textContent?.trim() ?? '');
      if (!candidates.includes(text)) continue;
      if (
        !(element instanceof HTMLImageElement) &&
        Array.from(element.children).some((child) => child.textContent?.trim() === text)
      )
        continue;
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
      if (right - left >= box.width * 0.99) seen.push([text, box.left]);
    }
    return seen.sort((a, b) => a[1] - b[1]).map(([text]) => text);
  }, texts);
}

/**
 * How many cards a row of the carousel holds: (window + gap) / (card + gap), measured on the first
 * two slides' content, so it also counts empty slots (3 news cards in a 4-card row).
 */
export function slotsPerView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const slides = Array.from(root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'));
    const [a, b] = slides.map((slide) => (slide.firstElementChild as HTMLElement).getBoundingClientRect());
    if (!a || !b) throw new Error('carousel has fewer than two slides');
    let windowElement = slides[0]!.parentElement;
    while (windowElement && getComputedStyle(windowElement).overflowX === 'visible') {
      windowElement = windowElement.parentElement;
    }
    if (!windowElement) throw new Error('carousel has no clipping window');
    const gap = b.left - a.right;
    const style = getComputedStyle(windowElement);
    const inner = windowElement.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return (inner + gap) / (a.width + gap);
  });
}

/** A one-finger horizontal swipe by `dx` pixels through Chromium's real touch input. */
export async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number): Promise<void> {
  await touchDrag(cdp, from, dx);
  await liftFinger(cdp);
}

/** A finger down at `from` and moved `dx` px sideways in steps, still touching the screen. */
export async function touchDrag(cdp: CDPSession, from: { x: number; y: number }, dx: number, steps = 5): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y }] });
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + (dx * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: from.y }] });
  }
}

export async function liftFinger(cdp: CDPSession): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}
