import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumExpandedState } from './harness/accessibility-tree';
import { createBrowserSession } from './harness/session';
import { loadSite } from './harness/site-data';

const session = createBrowserSession();
const site = loadSite();

/** Mantine's `lg` breakpoint: 75em = 1200 px. */
const lgPx = 1200;
const widths = [360, 395, 396, 768, 769, 1024, 1280, 1440];
const navLinks = [
  { name: 'Products', href: '/product' },
  { name: 'Solutions', href: '/solutions' },
  { name: 'Industries', href: '/industries' },
  { name: 'Careers', href: '/careers' },
];

function header(page: Page) {
  return page.getByRole('banner');
}

/** The header's burger: the one button that opens the collapsed menu (a popover). */
function burger(page: Page) {
  return header(page).locator('button[popovertarget]').filter({ visible: true });
}

/** The collapsed menu's state as a screen reader meets it: the burger's name and expanded state. */
async function announcedMenuState(page: Page): Promise<string> {
  const open = await chromiumExpandedState(page, 'Close menu');
  const closed = await chromiumExpandedState(page, 'Open menu');
  if (open === true && closed === undefined) return 'open';
  if (closed === false && open === undefined) return 'closed';
  return `unclear (Close menu: ${open}, Open menu: ${closed})`;
}

async function visibleMenuLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link')
    .filter({ visible: true })
    .evaluateAll((links) => links.map((link) => link.textContent ?? ''));
}

const menuLabels = [...navLinks.map((link) => link.name), site.nav.cta.label];

/** Path of the logo image the visitor actually sees (works for <picture> and for CSS-swapped images). */
function visibleLogoSrc(page: Page): Promise<string[]> {
  return header(page)
    .locator('a[href="/"] img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.checkVisibility() && image.getBoundingClientRect().width > 0)
        .map((image) => new URL(image.currentSrc || image.src).pathname),
    );
}

async function visibleCount(page: Page, name: string): Promise<number> {
  return header(page).getByRole('link', { name, exact: true }).filter({ visible: true }).count();
}

describe('navigation bar', () => {
  it.each(widths)('at %i px: burger below lg, Contact Us hidden at <= 768, logo swap at 395', async (width) => {
    const { page, problems } = await session.open({ width });
    await page.goto('/about');
    await page.waitForLoadState('networkidle');

    const collapsed = width < lgPx;
    expect(await burger(page).count(), 'burger shown').toBe(collapsed ? 1 : 0);
    for (const link of navLinks) {
      expect(await visibleCount(page, link.name), `${link.name} inline`).toBe(collapsed ? 0 : 1);
    }
    expect(await visibleCount(page, site.nav.cta.label), 'Contact Us shown').toBe(width <= 768 ? 0 : 1);

    const expectedLogo = width <= 395 ? site.logo.compact.src : site.logo.wide.src;
    await expect.poll(() => visibleLogoSrc(page)).toEqual([expectedLogo]);
    // Sticky: still on screen after scrolling down.
    await page.mouse.wheel(0, 3000);
    await expect.poll(() => header(page).evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    expect(problems.list()).toEqual([]);
  });

  it('the burger opens a menu with every link, and a link in it navigates (after hydration too)', async () => {
    const { page, problems } = await session.open({ width: 360 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await announcedMenuState(page)).toBe('closed');
    await burger(page).click();
    await expect.poll(() => announcedMenuState(page)).toBe('open');
    expect(await visibleMenuLinks(page)).toEqual(menuLabels);
    for (const link of navLinks) {
      const menuLink = header(page).getByRole('link', { name: link.name, exact: true }).filter({ visible: true });
      expect(await menuLink.getAttribute('href')).toBe(link.href);
    }
    await header(page).getByRole('link', { name: 'Careers', exact: true }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === '/careers');
    // The new page opens with the menu closed.
    await expect.poll(() => announcedMenuState(page)).toBe('closed');
    expect(await visibleMenuLinks(page)).toEqual([]);
    expect(problems.list()).toEqual([]);
  });

  describe('with JavaScript disabled, below lg', () => {
    const openWithoutScript = async () => {
      const { page } = await session.open({ width: 360, javaScriptEnabled: false });
      await page.goto('/about');
      expect(await announcedMenuState(page)).toBe('closed');
      expect(await visibleMenuLinks(page)).toEqual([]);
      return page;
    };

    it('a click opens the menu under the header, a second click or a click outside closes it', async () => {
      const page = await openWithoutScript();
      await burger(page).click();
      await expect.poll(() => announcedMenuState(page)).toBe('open');
      expect(await visibleMenuLinks(page)).toEqual(menuLabels);
      const headerBottom = await header(page).evaluate((element) => element.getBoundingClientRect().bottom);
      const menuBox = await page.getByRole('navigation', { name: 'Main menu' }).boundingBox();
      expect(menuBox?.y, 'the menu starts where the header ends').toBeCloseTo(headerBottom, 0);
      expect(menuBox?.width).toBe(360);

      await burger(page).click();
      await expect.poll(() => announcedMenuState(page)).toBe('closed');
      expect(await visibleMenuLinks(page)).toEqual([]);

      await burger(page).click();
      await expect.poll(() => announcedMenuState(page)).toBe('open');
      await page.mouse.click(180, 700);
      await expect.poll(() => announcedMenuState(page)).toBe('closed');
    });

    it('Enter opens it, Tab walks its links, Escape closes it and puts focus back on the burger', async () => {
      const page = await openWithoutScript();
      await burger(page).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => announcedMenuState(page)).toBe('open');
      const focused: string[] = [];
      for (const _ of menuLabels) {
        await page.keyboard.press('Tab');
        focused.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
      }
      expect(focused).toEqual(menuLabels);
      await page.keyboard.press('Escape');
      await expect.poll(() => announcedMenuState(page)).toBe('closed');
      expect(await burger(page).evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await visibleMenuLinks(page)).toEqual([]);
    });

    it('a link in the menu opens its page', async () => {
      const page = await openWithoutScript();
      await burger(page).click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Industries' }).click();
      await page.waitForURL((url) => url.pathname === '/industries');
      expect(await announcedMenuState(page)).toBe('closed');
    });
  });

  it('marks the link of the current section, and none on the not-found page, without script', async () => {
    const { page } = await session.open({ width: 1280, javaScriptEnabled: false });
    const current = () =>
      page
        .getByRole('navigation', { name: 'Main' })
        .locator('a[aria-current="page"]')
        .evaluateAll((links) => links.map((link) => link.textContent));
    await page.goto('/product/smart-robotic-details');
    expect(await current()).toEqual(['Products']);
    await page.goto('/product/no-such-product');
    expect(await current()).toEqual([]);
  });

  it('links in the bar go to the spec routes and the logo goes home', async () => {
    const { page } = await session.open({ width: 1280 });
    await page.goto('/careers');
    for (const link of navLinks) {
      expect(await header(page).getByRole('link', { name: link.name, exact: true }).first().getAttribute('href')).toBe(
        link.href,
      );
    }
    expect(await header(page).getByRole('link', { name: site.nav.cta.label }).first().getAttribute('href')).toBe(
      '/contact',
    );
    await header(page).locator('a[href="/"]').first().click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('footer', () => {
  it('links to home, about, careers, policies and conditions, LinkedIn in a new tab, mailto and tel', async () => {
    const { page } = await session.open({ width: 1280 });
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of ['/', '/about', '/careers', '/policies', '/conditions']) expect(hrefs).toContain(href);
    expect(await footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/policies');
    expect(await footer.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe('/conditions');
    expect(hrefs.some((href) => href?.startsWith('mailto:'))).toBe(true);
    expect(hrefs.some((href) => href?.startsWith('tel:'))).toBe(true);

    const linkedIn = footer.locator('a[href*="linkedin.com"]');
    expect(await linkedIn.count()).toBeGreaterThan(0);
    for (const link of await linkedIn.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  });

  it('every new-tab link on every page carries rel="noopener noreferrer"', async () => {
    const { page } = await session.open({ width: 1280 });
    const { siteRoutes } = await import('./harness/site-routes');
    for (const route of siteRoutes) {
      await page.goto(route);
      const unsafe = await page
        .locator('a[target="_blank"]')
        .evaluateAll((links) =>
          (links as HTMLAnchorElement[])
            .filter((link) => !/\bnoopener\b/.test(link.rel) || !/\bnoreferrer\b/.test(link.rel))
            .map((link) => link.getAttribute('href')),
        );
      expect(unsafe, route).toEqual([]);
    }
  });
});
