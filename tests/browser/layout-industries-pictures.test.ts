import { describe, expect, it } from 'vitest';
import { createLayoutSiteSession } from './harness/layout-site-session';
import { layoutSitePage } from './harness/layout-site-data';
import { blocksOf } from './harness/site-data';

/** /industries: every industry shows a picture of its own, with a text alternative, on a phone and a desktop. */
const session = createLayoutSiteSession();
const [list] = blocksOf(layoutSitePage('/industries'), 'benefitList');
if (!list) throw new Error('/industries lost its list of industries');
const headings = list.items.map((item) => item.heading);

describe('/industries pictures', () => {
  it.each([375, 1280])('shows a visible, different picture with alt text in every industry at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/industries');
    const seen: string[] = [];
    for (const heading of headings) {
      const item = page
        .locator('li')
        .filter({ has: page.getByRole('heading', { level: 3, name: heading, exact: true }) });
      const picture = item.getByRole('img');
      await expect.poll(() => picture.count(), { message: `${heading}: one picture` }).toBe(1);
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      expect(await picture.isVisible(), `${heading}: picture visible`).toBe(true);
      const alt = (await picture.getAttribute('alt')) ?? '';
      expect(alt.trim().length, `${heading}: alt text`).toBeGreaterThan(10);
      const box = await picture.boundingBox();
      const text = await item.getByRole('heading', { level: 3 }).boundingBox();
      expect(box!.width, `${heading}: picture at least as wide as its heading's column`).toBeGreaterThanOrEqual(
        Math.min(text!.width, 240),
      );
      expect(box!.y + box!.height, `${heading}: picture above its heading`).toBeLessThanOrEqual(text!.y + 1);
      expect(box!.x + box!.width, `${heading}: picture inside the screen`).toBeLessThanOrEqual(width);
      seen.push(await picture.evaluate((image: HTMLImageElement) => image.currentSrc || image.src));
    }
    expect(new Set(seen).size, `pictures: ${seen.join(', ')}`).toBe(headings.length);
  });
});
