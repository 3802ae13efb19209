import { describe, expect, it } from 'vitest';
import { createLayoutSiteSession } from './harness/layout-site-session';
import { blocksOf } from './harness/site-data';
import { layoutSite as site, layoutSitePage } from './harness/layout-site-data';

/**
 * The contact page's map when Google's frame cannot load (blocked third-party content, offline):
 * the address and the "Open in Google Maps" link are still there, in the site's link style.
 */
const session = createLayoutSiteSession();
const [map] = blocksOf(layoutSitePage('/contact'), 'mapEmbed');
if (!map) throw new Error('/contact lost its map');

describe('/contact map fallback', () => {
  it.each([375, 1280])('with the map blocked, shows the address and the link at %i px', async (width) => {
    const { page, context } = await session.open({ width });
    await context.route(/^https:\/\/www\.google\.com\/maps\//, (route) => route.abort('blockedbyclient'));
    await page.goto('/contact');
    const section = page.locator('section').filter({ has: page.locator('iframe') });
    await section.scrollIntoViewIfNeeded();
    const address = section.locator('address');
    await expect.poll(() => address.isVisible()).toBe(true);
    expect(await address.textContent()).toContain(site.contact.address.street);
    const link = section.getByRole('link', { name: /^Open in Google Maps/ });
    expect(await link.isVisible()).toBe(true);
    const where = await link.boundingBox();
    expect(where!.x + where!.width, 'link inside the screen').toBeLessThanOrEqual(width);

    const colour = await link.evaluate((element) => getComputedStyle(element).color);
    const siteLink = await page
      .getByRole('link', { name: site.contact.email })
      .first()
      .evaluate((element) => getComputedStyle(element).color);
    expect(colour, "not the browser's default blue").not.toBe('rgb(0, 0, 238)');
    expect(colour, 'the colour of the e-mail link above it').toBe(siteLink);
  });
});
