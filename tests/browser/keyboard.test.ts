import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { freezeClock } from './harness/carousel';
import { chromiumExpandedState } from './harness/accessibility-tree';
import { waitForHydration } from './harness/poll';
import { createBrowserSession } from './harness/session';
import { routesUnderTest } from './harness/site-routes';

const session = createBrowserSession();

/**
 * Controls of our own pages. Not iframes: Tab enters an embed's document only when that document
 * has something focusable, which the map provider decides (in tests it is a blank stand-in page).
 */
const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([type="hidden"]):not([disabled])',
  'textarea:not([disabled])',
  'select:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * Tags every control a sighted keyboard user can see (not hidden, not clipped away by a carousel
 * window, not inside an inert or closed region) and returns their descriptions by tag number.
 */
function tagVisibleControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const described: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[inert]') || !element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
        continue;
      }
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      let left = box.left;
      let right = box.right;
      let top = box.top;
      let bottom = box.bottom;
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        const clip = parent.getBoundingClientRect();
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
      }
      if (Math.min(right, window.innerWidth) - Math.max(left, 0) < 1 || bottom - top < 1) continue;
      element.setAttribute('data-test-focus', String(described.length));
      // Text fields may show focus by their border instead of an outline: remember it unfocused.
      element.setAttribute('data-test-border', getComputedStyle(element).borderColor);
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      described.push(`<${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? ''}> "${label}"`);
    }
    return described;
  }, focusableSelector);
}

interface FocusStop {
  tag: string | null;
  description: string;
  ringVisible: boolean;
}

/**
 * What Tab just focused, and whether it shows a focus ring under :focus-visible: an outline or a
 * box-shadow, or for a text field a border that changes colour.
 */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    const isField = ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName);
    const border = isField && style.borderColor !== element.getAttribute('data-test-border');
    const ringVisible = element.matches(':focus-visible') && (outline || shadow || border);
    return {
      tag: element.getAttribute('data-test-focus'),
      description: `<${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? ''}> "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}"`,
      ringVisible,
    };
  });
}

/**
 * Where focus comes to rest after a Tab. Passing through an embedded frame hands focus to the
 * frame's own process and back, and meanwhile the page reports the body or the frame as focused
 * (CI once read the body there and ended the walk before the footer). So a read of nothing or of a
 * frame is retried briefly; nothing for that long means Tab really left the page.
 */
async function settledFocusStop(page: Page): Promise<FocusStop | null> {
  const deadline = Date.now() + 500;
  for (;;) {
    const stop = await focusStop(page);
    const inTransit = stop === null || stop.description.startsWith('<iframe');
    if (!inTransit || Date.now() > deadline) return stop;
    await page.waitForTimeout(25);
  }
}

describe('keyboard', () => {
  it.each(routesUnderTest())(
    '%s: every visible control is reachable with Tab and shows a focus ring',
    async (route) => {
      const { page } = await session.open({ width: 1280 });
      // Carousels stand still, so the set of visible controls does not change while we walk.
      await freezeClock(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Every island in the page hydrated (the harness wakes those below the fold), so a control that
      // shows only once its island runs (a carousel's Pause) is in the list and stays the same element.
      await waitForHydration(page, 'body');
      const controls = await tagVisibleControls(page);
      expect(controls.length).toBeGreaterThan(5);

      const reached = new Set<string>();
      const withoutRing: string[] = [];
      let first: string | null = null;
      for (let presses = 0; presses < controls.length + 40; presses += 1) {
        await page.keyboard.press('Tab');
        const stop = await settledFocusStop(page);
        if (!stop) {
          if (reached.size > 0) break;
          continue;
        }
        const key = stop.tag ?? stop.description;
        if (key === first) break;
        first ??= key;
        if (stop.tag !== null) reached.add(stop.tag);
        if (!stop.ringVisible) withoutRing.push(stop.description);
      }
      const unreached = controls.filter((_, index) => !reached.has(String(index)));
      expect(unreached, 'controls Tab never reached').toEqual([]);
      expect(withoutRing, 'focused without a visible focus ring').toEqual([]);
    },
  );

  it('the brochure modal traps focus, closes on Escape and gives focus back to its Download button', async () => {
    const { page } = await session.open({ width: 1280 });
    await page.goto('/product/material-mangement-details');
    await page.waitForLoadState('networkidle');
    await waitForHydration(page, 'main button');
    const button = page.getByRole('button', { name: /^download/i }).first();
    await button.focus();
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Enter Your Details' });
    await expect.poll(() => modal.isVisible()).toBe(true);

    const insideModal = () =>
      page.evaluate(
        () => !!document.activeElement?.closest('[role="dialog"]') && document.activeElement !== document.body,
      );
    await expect.poll(insideModal, { message: 'focus moves into the modal' }).toBe(true);
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Tab');
      expect(await insideModal(), `Tab #${presses + 1} stays in the modal`).toBe(true);
    }
    for (let presses = 0; presses < 12; presses += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await insideModal(), `Shift+Tab #${presses + 1} stays in the modal`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect.poll(() => modal.count()).toBe(0);
    await expect.poll(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the burger menu opens with the keyboard and Escape closes it, returning focus to the burger', async () => {
    const { page } = await session.open({ width: 360 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const burger = page.getByRole('banner').locator('button[popovertarget]').filter({ visible: true });
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await burger.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chromiumExpandedState(page, 'Close menu')).toBe(true);
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Products');
    await page.keyboard.press('Escape');
    await expect.poll(() => chromiumExpandedState(page, 'Open menu')).toBe(false);
    expect(await menu.isVisible()).toBe(false);
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
  });
});
