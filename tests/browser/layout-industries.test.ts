import { describe, expect, it } from 'vitest';
import { createLayoutSiteSession } from './harness/layout-site-session';
import { layoutSitePage } from './harness/layout-site-data';
import { blocksOf } from './harness/site-data';

/** /industries on a phone: an index at the top jumps to each industry, which lands below the navbar. */
const session = createLayoutSiteSession();
const [list] = blocksOf(layoutSitePage('/industries'), 'benefitList');
if (!list) throw new Error('/industries lost its list of industries');
const headings = list.items.map((item) => item.heading);

describe('/industries index', () => {
  it.each([375, 1280])('links every industry and each link jumps to it at %i px', async (width) => {
    const { page } = await session.open({ width });
    await page.goto('/industries');
    const index = page.getByRole('navigation', { name: `${list.heading}: jump to` });
    const links = index.getByRole('link');
    expect(await links.allTextContents()).toEqual(headings);

    const last = headings[headings.length - 1]!;
    await index.getByRole('link', { name: last, exact: true }).click();
    const target = page.getByRole('heading', { level: 3, name: last, exact: true });
    await expect.poll(async () => (await target.boundingBox())?.y ?? -1).toBeGreaterThan(0);
    const heading = await target.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(heading!.y, 'the heading lands below the sticky navbar').toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(heading!.y + heading!.height, 'and on screen').toBeLessThanOrEqual(page.viewportSize()!.height);
  });
});
