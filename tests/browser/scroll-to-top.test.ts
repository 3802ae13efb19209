import { describe, expect, it } from 'vitest';
import { flushPageTasks } from './harness/poll';
import { createBrowserSession } from './harness/session';

const session = createBrowserSession();

describe('scroll to top', () => {
  it.each([
    ['/', '/about'],
    ['/solutions', '/careers'],
  ])('a client-side link click from a scrolled %s opens %s at the top', async (from, to) => {
    const { page } = await session.open({ width: 1280, height: 800 });
    await page.goto(from);
    await page.waitForLoadState('networkidle');
    // Proves the navigation below happens in the app, not as a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);

    await page.getByRole('contentinfo').locator(`a[href="${to}"]`).first().click();
    await page.waitForURL((url) => url.pathname === to);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => '__sameDocument' in window), 'navigated without reloading').toBe(true);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // And it stays there once the new page's blocks have arrived and rendered.
    await page.waitForLoadState('networkidle');
    await flushPageTasks(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
