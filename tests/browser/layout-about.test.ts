import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { createLayoutSiteSession } from './harness/layout-site-session';

/**
 * Text-only sections use the page's width on a desktop (heading left, text right: no empty right
 * third), and a section's buttons never sit between a heading and the cards it introduces.
 */
const session = createLayoutSiteSession();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

describe('/about layout', () => {
  it.each([1050, 1280, 1920])('text-only sections reach the right edge of the content at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/about');
    const footerLine = await box(page.getByRole('contentinfo').locator('p').first());
    const contentLeft = footerLine.x;
    const contentRight = width - contentLeft;
    const textOnly = page
      .locator('main section')
      .filter({ hasNot: page.locator('img') })
      .filter({ has: page.locator('p') });
    const count = await textOnly.count();
    expect(count, 'text-only sections on /about').toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const paragraph = await box(textOnly.nth(index).locator('p').last());
      const empty = (contentRight - (paragraph.x + paragraph.width)) / (contentRight - contentLeft);
      expect(empty, `section ${index + 1}: share of the row left empty at the right`).toBeLessThan(0.1);
    }
  });

  it.each([375, 1280])('no link or button sits between a heading and the cards under it at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/about');
    const gaps = await page.evaluate(() => {
      const found: string[] = [];
      for (const grid of Array.from(document.querySelectorAll('main section'))) {
        if (!grid.querySelector('ul > li :is(h2, h3)')) continue;
        const previous = grid.previousElementSibling;
        if (previous?.matches('section') && previous.querySelector('a')) {
          found.push(`"${previous.querySelector('h2')?.textContent}" ends with links before its cards`);
        }
      }
      return found;
    });
    expect(gaps).toEqual([]);
  });
});
