import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';
import { blocksOf, pageFor } from './harness/site-data';

const session = createBrowserSession();

function trendsOf(route: string) {
  const block = blocksOf(pageFor(route), 'accordion')[0];
  if (!block) throw new Error(`${route} has no accordion block`);
  return block.items;
}

/** The button that opens an item: the one whose text starts with the item's heading. */
function control(page: Page, heading: string) {
  return page.locator('button[aria-expanded]').filter({ hasText: heading }).first();
}

async function openHeadings(page: Page, headings: string[]): Promise<string[]> {
  const open: string[] = [];
  for (const heading of headings) {
    if ((await control(page, heading).getAttribute('aria-expanded')) === 'true') open.push(heading);
  }
  return open;
}

describe('trend accordions', () => {
  it.each(['/solutions/InlineStorageDetails', '/solutions/PalletizingDetails'])(
    '%s: none open at first, one open at a time, clicking the open one closes it',
    async (route) => {
      const items = trendsOf(route);
      const headings = items.map((item) => item.heading);
      const [first, second] = items;
      if (!first || !second) throw new Error('need two accordion items');
      const { page, problems } = await session.open({ width: 1280 });
      await page.goto(route);
      await page.waitForLoadState('networkidle');

      expect(await openHeadings(page, headings)).toEqual([]);
      expect(await page.getByText(first.description, { exact: true }).isVisible()).toBe(false);
      // The subheading is readable while closed.
      if (first.subheading) {
        expect(await page.getByText(first.subheading, { exact: true }).first().isVisible()).toBe(true);
      }

      await control(page, first.heading).click();
      await expect.poll(() => openHeadings(page, headings)).toEqual([first.heading]);
      await expect.poll(() => page.getByText(first.description, { exact: true }).isVisible()).toBe(true);

      await control(page, second.heading).click();
      await expect.poll(() => openHeadings(page, headings)).toEqual([second.heading]);
      await expect.poll(() => page.getByText(first.description, { exact: true }).isVisible()).toBe(false);
      await expect.poll(() => page.getByText(second.description, { exact: true }).isVisible()).toBe(true);

      await control(page, second.heading).click();
      await expect.poll(() => openHeadings(page, headings)).toEqual([]);
      await expect.poll(() => page.getByText(second.description, { exact: true }).isVisible()).toBe(false);

      // Keyboard: Enter on a focused heading opens it too.
      await control(page, first.heading).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => openHeadings(page, headings)).toEqual([first.heading]);
      expect(problems.list()).toEqual([]);
    },
  );
});
