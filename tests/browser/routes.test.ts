import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { waitForHydration } from './harness/poll';
import { blocksOf, expectedTitle, loadSite, pageFor } from './harness/site-data';
import { routesUnderTest, unknownRoutes } from './harness/site-routes';

const session = createBrowserSession();
const site = loadSite();
/** The not-found page's message and home link, as its page file words them. */
const [notFound] = blocksOf(pageFor(NOT_FOUND_ROUTE), 'notFound');
if (!notFound) throw new Error('the not-found page has no notFound block');

/** Lets lazy blocks and their CSS arrive and React finish hydrating before we judge the page. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, 'main');
}

// 1280 is a desktop; 768 (Contact Us hidden) and 500 (mobile banners) are the spec's breakpoints,
// where server HTML and client state could disagree; the accessibility suite covers 375 and 1280.
const widths = [1280, 768, 500];
const cases = widths.flatMap((width) => routesUnderTest().map((route) => [route, width] as const));

describe('every page in pages/', () => {
  it.each(cases)(
    '%s at %i px answers 200 with its title, one <h1>, navbar and footer, and no errors or hydration warnings',
    async (route, width) => {
      const { page, problems } = await session.open({ width });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await settle(page);

      expect(await page.title()).toBe(expectedTitle(pageFor(route), site));
      await expect.poll(() => page.locator('h1').count()).toBe(1);
      expect((await page.locator('h1').innerText()).trim()).not.toBe('');
      // The navigation is in the header at every width: as links from lg, behind the burger below.
      await expect.poll(() => page.getByRole('banner').locator('nav').count()).toBeGreaterThan(0);
      const menuVisible = page
        .getByRole('banner')
        .getByRole('navigation')
        .or(page.getByRole('button', { name: 'Open menu' }));
      expect(await menuVisible.first().isVisible()).toBe(true);
      expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
      expect(problems.list()).toEqual([]);
    },
  );
});

describe('unknown paths', () => {
  it.each(unknownRoutes)('%s answers 404 with the not-found message and its link home', async (route) => {
    const { page, problems } = await session.open({ documentStatus: 404 });
    const response = await page.goto(route);
    expect(response?.status()).toBe(404);
    await settle(page);

    await expect.poll(() => page.getByText(notFound.message).isVisible()).toBe(true);
    const home = page.getByRole('main').getByRole('link', { name: notFound.link.label });
    expect(await home.getAttribute('href')).toBe('/');
    expect(await page.locator('h1').count()).toBe(1);
    expect(problems.list()).toEqual([]);

    await home.click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.title()).toBe(expectedTitle(pageFor('/'), site));
  });
});
