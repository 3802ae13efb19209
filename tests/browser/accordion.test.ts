import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';
import { blocksOf, pageFor } from './harness/site-data';

const session = createBrowserSession();
const routes = ['/solutions/InlineStorageDetails', '/solutions/PalletizingDetails'];

function trendsOf(route: string) {
  const block = blocksOf(pageFor(route), 'accordion')[0];
  if (!block) throw new Error(`${route} has no accordion block`);
  const [first, second] = block.items;
  if (!first || !second) throw new Error('need two accordion items');
  return { headings: block.items.map((item) => item.heading), first, second };
}

/** What the visitor clicks or focuses to open an item: the summary holding its heading. */
function summary(page: Page, heading: string) {
  return page.locator('details > summary').filter({ hasText: heading }).first();
}

/** Headings of the open items, read from the DOM (<details open>). */
function openHeadings(page: Page): Promise<string[]> {
  return page
    .locator('details[open] > summary h3 > :first-child')
    .evaluateAll((spans) => spans.map((span) => span.textContent ?? ''));
}

async function descriptionShown(page: Page, description: string): Promise<boolean> {
  return page.getByText(description, { exact: true }).isVisible();
}

describe('trend accordions', () => {
  it.each(routes)('%s: none open at first, one open at a time, clicking the open one closes it', async (route) => {
    const { first, second } = trendsOf(route);
    const { page, problems } = await session.open({ width: 1280 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');

    expect(await openHeadings(page)).toEqual([]);
    expect(await descriptionShown(page, first.description)).toBe(false);
    // The subheading is readable while closed.
    if (first.subheading) {
      expect(await page.getByText(first.subheading, { exact: true }).first().isVisible()).toBe(true);
    }
    // Each item is still an h3 in the outline, inside something a screen reader offers as expandable.
    expect(await page.getByRole('heading', { level: 3, name: first.heading }).count()).toBe(1);

    await summary(page, first.heading).click();
    await expect.poll(() => openHeadings(page)).toEqual([first.heading]);
    expect(await descriptionShown(page, first.description)).toBe(true);

    await summary(page, second.heading).click();
    await expect.poll(() => openHeadings(page)).toEqual([second.heading]);
    expect(await descriptionShown(page, first.description)).toBe(false);
    expect(await descriptionShown(page, second.description)).toBe(true);

    await summary(page, second.heading).click();
    await expect.poll(() => openHeadings(page)).toEqual([]);
    expect(await descriptionShown(page, second.description)).toBe(false);
    expect(problems.list()).toEqual([]);
  });

  it.each(routes)('%s works with JavaScript disabled, by mouse and by keyboard', async (route) => {
    const { first, second } = trendsOf(route);
    const { page } = await session.open({ width: 1280, javaScriptEnabled: false });
    await page.goto(route);
    expect(await openHeadings(page)).toEqual([]);

    // Mouse: one at a time, and the open one closes on click.
    await summary(page, first.heading).click();
    await expect.poll(() => openHeadings(page)).toEqual([first.heading]);
    await summary(page, second.heading).click();
    await expect.poll(() => openHeadings(page)).toEqual([second.heading]);
    expect(await descriptionShown(page, first.description)).toBe(false);
    await summary(page, second.heading).click();
    await expect.poll(() => openHeadings(page)).toEqual([]);

    // Keyboard: Enter opens the focused item, Space on the next one swaps, Enter on it closes it.
    await summary(page, first.heading).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openHeadings(page)).toEqual([first.heading]);
    await summary(page, second.heading).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => openHeadings(page)).toEqual([second.heading]);
    expect(await descriptionShown(page, second.description)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => openHeadings(page)).toEqual([]);
  });
});
