import { describe, expect, it } from 'vitest';
import { createLayoutSiteSession } from './harness/layout-site-session';

/** The customer logos can be read on a phone: every logo the strip shows is at least 96 px wide. */
const session = createLayoutSiteSession();

const MIN_LOGO_WIDTH_PX = 96;

describe('/customer logos', () => {
  it.each([320, 375, 700, 800, 1280])(
    `each logo shown is at least ${MIN_LOGO_WIDTH_PX} px wide at %i px`,
    async (width) => {
      const { page } = await session.open({ width });
      await page.goto('/customer');
      const strip = page
        .locator('[aria-roledescription="carousel"]')
        .filter({ has: page.locator('img') })
        .first();
      await strip.scrollIntoViewIfNeeded();
      const widths = await strip.evaluate((root) => {
        const shown = root.getBoundingClientRect();
        return Array.from(root.querySelectorAll('img'))
          .map((image) => image.getBoundingClientRect())
          .filter((box) => box.left >= shown.left - 1 && box.right <= shown.right + 1)
          .map((box) => Math.round(box.width));
      });
      expect(widths.length, 'logos in view').toBeGreaterThan(0);
      expect(Math.min(...widths), `logo widths ${widths.join(', ')} px`).toBeGreaterThanOrEqual(MIN_LOGO_WIDTH_PX);
    },
  );
});
