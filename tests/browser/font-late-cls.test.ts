import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BRAND_FONT_FAMILY } from '../../src/browser/theme/brand-font';
import { watchLayoutShift } from './harness/layout-shift';
import { createLayoutSiteSession } from './harness/layout-site-session';
import { renderedFonts } from './harness/rendered-fonts';

/**
 * A visitor on a slow connection: the brand font comes 1.5 s after the page. Whatever the text
 * (bold standard numbers, italic words, links, lists), nothing on the page moves when it arrives
 * (CLS 0), and the font still reaches the visitor: the next page is set in it.
 */
const session = createLayoutSiteSession();

/** A post of the fixture site whose body has bold, italic, links and both kinds of list. */
const POST = '/blogs/guarding-a-palletizing-cell';
const FONT_DELAY_MS = 1500;

/** Holds every font response for FONT_DELAY_MS; resolves once all the held ones have been answered. */
async function delayFonts(page: Page): Promise<() => Promise<void>> {
  const answered: Promise<void>[] = [];
  await page.route(/\.woff2$/, (route) => {
    const answer = new Promise<void>((resolve) => setTimeout(resolve, FONT_DELAY_MS)).then(() => route.continue());
    answered.push(answer);
    return answer;
  });
  return async () => {
    await Promise.all(answered);
  };
}

describe('a brand font that arrives late', () => {
  it('meets a post with bold, italic, links and lists', async () => {
    const { page } = await session.open({ width: 1280 });
    await page.goto(POST);
    const body = page.locator('article');
    for (const selector of ['strong', 'em', 'a', 'ul li', 'ol li']) {
      expect(await body.locator(selector).count(), selector).toBeGreaterThan(0);
    }
  });

  describe.each([375, 1280])('at %i px', (width) => {
    it('shifts nothing on the post (CLS 0), and the next page is set in the brand font', async () => {
      const { page, context } = await session.open({ width });
      const fontsAnswered = await delayFonts(page);
      const layoutShift = await watchLayoutShift(page);
      await page.goto(POST);
      await fontsAnswered();
      await page.evaluate(() => document.fonts.ready);
      // Two frames after the font is in: a swap would have been laid out and painted by then.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      expect(await layoutShift(), 'CLS').toBe(0);
      expect(await renderedFonts(page, 'article h1'), 'the post, painted before the font came').not.toEqual([
        BRAND_FONT_FAMILY,
      ]);
      // The next page as a visitor's browser has it, from its cache, which Playwright turns off while any
      // route is set (the delay above, the harness's stand-ins for third parties, which / does not use).
      await page.unrouteAll();
      await context.unrouteAll();
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      expect(await renderedFonts(page, 'h1'), 'the next page, font from the cache').toEqual([BRAND_FONT_FAMILY]);
    });
  });
});
