import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';
import { blocksOf, loadPages } from './harness/site-data';
import { siteRoutes } from './harness/site-routes';

const session = createBrowserSession();

function bannerOf(route: string) {
  const page = loadPages().get(route);
  const banner = page && blocksOf(page, 'banner')[0];
  if (!banner) throw new Error(`${route} has no banner block`);
  return banner;
}

/** Paths of the images a visitor sees (currentSrc: what <picture> actually chose). */
function shownImagePaths(page: Page): Promise<string[]> {
  return page
    .locator('img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((image) => image.checkVisibility() && image.getBoundingClientRect().width > 0 && image.currentSrc)
        .map((image) => new URL(image.currentSrc).pathname),
    );
}

async function bannerShownAt(route: string, width: number): Promise<string[]> {
  const { page, problems } = await session.open({ width, height: 900 });
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  const banner = bannerOf(route);
  const candidates = [banner.image.src, banner.mobile?.image.src].filter(Boolean);
  const shown = (await shownImagePaths(page)).filter((src) => candidates.includes(src));
  expect(problems.list()).toEqual([]);
  return shown;
}

describe('responsive banners', () => {
  // Which pages have a mobile image is their data's business (the spec's list is in site.contract.json);
  // this checks that the browser shows what the data asks for, on every page with a banner.
  const pages = loadPages();
  const banners = siteRoutes.filter((route) => blocksOf(pages.get(route)!, 'banner').length > 0);
  const withMobileImage = banners.filter((route) => blocksOf(pages.get(route)!, 'banner')[0]?.mobile);
  const desktopImageOnly = banners.filter((route) => !withMobileImage.includes(route));

  it.each(withMobileImage)('%s shows the mobile image at 500 px and the desktop one at 501 px', async (route) => {
    const banner = bannerOf(route);
    expect(await bannerShownAt(route, 500)).toEqual([banner.mobile?.image.src]);
    expect(await bannerShownAt(route, 501)).toEqual([banner.image.src]);
  });

  it.each(desktopImageOnly)('%s keeps the desktop image on a phone', async (route) => {
    const banner = bannerOf(route);
    expect(await bannerShownAt(route, 375)).toEqual([banner.image.src]);
    expect(await bannerShownAt(route, 501)).toEqual([banner.image.src]);
  });

  it('switches image when the window is resized across 500 px', async () => {
    const route = '/industries';
    const banner = bannerOf(route);
    const { page } = await session.open({ width: 1024 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const shown = async () =>
      (await shownImagePaths(page)).filter((src) => src === banner.image.src || src === banner.mobile?.image.src);
    expect(await shown()).toEqual([banner.image.src]);
    await page.setViewportSize({ width: 500, height: 800 });
    await expect.poll(shown).toEqual([banner.mobile?.image.src]);
    await page.setViewportSize({ width: 501, height: 800 });
    await expect.poll(shown).toEqual([banner.image.src]);
  });
});
