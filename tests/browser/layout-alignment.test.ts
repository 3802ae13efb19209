import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { createLayoutSiteSession } from './harness/layout-site-session';

const session = createLayoutSiteSession();

/** The widths the spec names (logo swap, mobile banner, news slides, Contact button, navbar `lg`), and a wide desktop. */
const SPEC_WIDTHS = [375, 395, 500, 750, 768, 1000, 1100, 1250, 1280, 1440];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('layout alignment', () => {
  it.each(SPEC_WIDTHS)("the footer's content starts where the page's content does at %i px", async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/about');
    // The first section heading in the page, and the first line of the footer (the company name).
    const content = await box(page.getByRole('main').getByRole('heading', { level: 2 }).first());
    const footer = await box(page.getByRole('contentinfo').locator('p').first());
    expect(Math.abs(footer.x - content.x), `footer at ${footer.x} px, content at ${content.x} px`).toBeLessThanOrEqual(
      1,
    );
  });

  it("the contact page's header text does not sit on its picture at 375 px", async () => {
    const { page } = await session.open({ width: 375 });
    await page.goto('/contact');
    const banner = page.getByRole('main').locator('section').first();
    await banner.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    const picture = await box(banner.locator('img'));
    for (const text of [banner.getByRole('heading', { level: 1 }), banner.locator('p').first()]) {
      const words = await box(text);
      expect(overlaps(words, picture), `text ${JSON.stringify(words)} over picture ${JSON.stringify(picture)}`).toBe(
        false,
      );
    }
  });
});
