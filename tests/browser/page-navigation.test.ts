import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { createBrowserSession } from './harness/session';

const session = createBrowserSession();

/** A value that lives only as long as the document: gone after a real page load. */
function markDocument(page: Page): Promise<void> {
  return page.evaluate(() => {
    Object.assign(window, { __marker: true });
  });
}

function documentIsMarked(page: Page): Promise<boolean> {
  return page.evaluate(() => '__marker' in window);
}

/**
 * Clicks like a visitor's mouse, where the element is on screen. Playwright's locator.click() first
 * scrolls the element into view, and for a link in the sticky header that moves the page (measured:
 * 1500 px became 1099), which would change the position Back is meant to restore.
 */
async function clickInPlace(locator: Locator): Promise<void> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element is not on screen');
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => Math.round(window.scrollY));
}

describe('navigation between pages', () => {
  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])(
    '%s: a link is a page load that opens at the top, and Back returns to where the visitor was',
    async (_, javaScriptEnabled) => {
      const { page, problems } = await session.open({ width: 1280, height: 800, javaScriptEnabled });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, 1500));
      await expect.poll(() => scrollY(page)).toBe(1500);
      await markDocument(page);

      // The sticky navbar's link is on screen at any scroll position.
      await clickInPlace(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Careers' }));
      await page.waitForURL((url) => url.pathname === '/careers');
      await page.waitForLoadState('networkidle');
      expect(await documentIsMarked(page), 'a new document was loaded').toBe(false);
      expect(await scrollY(page)).toBe(0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await expect.poll(() => scrollY(page)).toBe(1500);
      // With scripts off Chromium refuses the pages' modulepreload links and reports them as "(csp)".
      const refusedScript = /^request failed: GET \S+\.js \(csp\)$/;
      expect(problems.list().filter((problem) => javaScriptEnabled || !refusedScript.test(problem))).toEqual([]);
    },
  );

  it('a link to a #section opens that page at the section, below the sticky header', async () => {
    const { page } = await session.open({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    // The site has no such link in its content today; an author may add one to any page.
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/about#mission', textContent: 'Our mission' });
      document.querySelector('main')?.prepend(link);
    });
    await page.getByRole('link', { name: 'Our mission' }).click();
    await page.waitForURL((url) => url.pathname === '/about' && url.hash === '#mission');
    await page.waitForLoadState('networkidle');
    const headerBottom = await page.getByRole('banner').evaluate((element) => element.getBoundingClientRect().bottom);
    await expect
      .poll(() => page.locator('#mission').evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(Math.round(headerBottom));
    expect(await scrollY(page)).toBeGreaterThan(0);
  });

  it('hovering an internal link makes Chromium prefetch its page before any click', async () => {
    const { page, context } = await session.open({ width: 1280, javaScriptEnabled: false });
    // Playwright's request interception (the harness's third-party stand-in) stops Chromium from
    // speculating at all; the home page loads nothing from other hosts, so it can go here.
    await context.unrouteAll();
    const speculative: Request[] = [];
    page.on('request', (request) => {
      if (request.headers()['sec-purpose']?.startsWith('prefetch')) speculative.push(request);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(speculative.map((request) => request.url())).toEqual([]);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).hover();
    await expect
      .poll(() => speculative.map((request) => new URL(request.url()).pathname), { timeout: 10_000 })
      .toContain('/product');
    expect(page.url(), 'still on the page: nothing was clicked').toMatch(/\/$/);
  });

  it.each([
    ['no-preference', true],
    ['reduce', false],
  ] as const)('with reduced motion "%s", page loads cross-fade: %s', async (reducedMotion, expected) => {
    const { page } = await session.open({ width: 1280, reducedMotion, javaScriptEnabled: false });
    await page.goto('/');
    const active = await page.evaluate(() => {
      const rules = [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules]);
      const transitions = rules.filter(
        (rule): rule is CSSMediaRule =>
          rule instanceof CSSMediaRule && rule.cssText.includes('@view-transition { navigation: auto; }'),
      );
      return transitions.length > 0 && transitions.some((rule) => matchMedia(rule.conditionText).matches);
    });
    expect(active).toBe(expected);
  });
});
