import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createLayoutSiteSession } from './harness/layout-site-session';

/**
 * /contact on a desktop: the form fills the left half of the content column and the contact details
 * with the map fill the right half (no empty half); on a phone they stack, the form first. At no
 * width does anything push the page sideways.
 */
const session = createLayoutSiteSession();

/** Where an element is in the document (not the viewport), so boxes far apart compare. */
async function box(locator: Locator) {
  const found = await locator.evaluate((element) => {
    const { x, y, width, height } = element.getBoundingClientRect();
    return { x: x + window.scrollX, y: y + window.scrollY, width, height };
  });
  if (found.width === 0 || found.height === 0) throw new Error(`${locator} has no box`);
  return found;
}

/** The content column, read from the footer's first line (it sits in the site's centred column). */
async function contentColumn(page: Page, width: number) {
  const footerLine = await box(page.getByRole('contentinfo').locator('p').first());
  return { left: footerLine.x, right: width - footerLine.x, width: width - 2 * footerLine.x };
}

async function parts(page: Page) {
  const form = await box(page.locator('main form'));
  const details = await box(page.locator('main section').filter({ has: page.getByRole('link', { name: /^\+91/ }) }));
  const map = await box(page.locator('main iframe'));
  return { form, details, map };
}

describe('/contact columns', () => {
  it('puts the form beside the details and the map at 1280 px, each half filled', async () => {
    const width = 1280;
    const { page } = await session.open({ width });
    await page.goto('/contact');
    const content = await contentColumn(page, width);
    const { form, details, map } = await parts(page);

    expect(form.width / content.width, 'form width as a share of the content column').toBeGreaterThanOrEqual(0.45);
    expect(details.x, 'details right of the form').toBeGreaterThanOrEqual(form.x + form.width);
    expect(map.x, 'map right of the form').toBeGreaterThanOrEqual(form.x + form.width);
    expect(map.width / content.width, 'map width as a share of the content column').toBeGreaterThanOrEqual(0.4);
    expect(map.x + map.width, 'map reaches the right edge of the content').toBeGreaterThanOrEqual(content.right - 24);
    expect(map.y, 'map under the details').toBeGreaterThanOrEqual(details.y + details.height - 1);
    expect(details.y, 'details start level with the form section, not under it').toBeLessThan(form.y);
  });

  it.each([375, 800])('stacks the form, the details and the map at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/contact');
    const content = await contentColumn(page, width);
    const { form, details, map } = await parts(page);

    expect(form.width / content.width, 'form across the column').toBeGreaterThanOrEqual(width < 700 ? 0.9 : 0.7);
    expect(details.y, 'details under the form').toBeGreaterThanOrEqual(form.y + form.height);
    expect(map.y, 'map under the details').toBeGreaterThanOrEqual(details.y + details.height - 1);
    expect(map.x + map.width, 'map inside the screen').toBeLessThanOrEqual(width);
  });

  it.each([320, 375, 700, 800, 1050, 1280, 1920])('has no horizontal overflow at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/contact');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'pixels the page is wider than the screen').toBe(0);
  });
});
