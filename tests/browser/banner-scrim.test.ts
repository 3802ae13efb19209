import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';
import { blocksOf, loadPages } from './harness/site-data';
import { siteRoutes } from './harness/site-routes';

const session = createBrowserSession();

/** The worst picture for white text: plain white, so only the scrim makes the contrast. */
const whitePicture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600"><rect width="1600" height="600" fill="#fff"/></svg>',
)}`;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance([r, g, b]: number[]): number {
  const linear = (channel: number) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}

/** The luminance of every pixel in a box of the page, as drawn. */
async function luminances(page: Page, box: Box): Promise<number[]> {
  const png = await page.screenshot({ clip: box });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const values: number[] = [];
  for (let offset = 0; offset < data.length; offset += info.channels) {
    values.push(luminance([data[offset]!, data[offset + 1]!, data[offset + 2]!]));
  }
  return values;
}

const brightestLuminance = async (page: Page, box: Box) =>
  (await luminances(page, box)).reduce((brightest, value) => Math.max(brightest, value), 0);
const darkestLuminance = async (page: Page, box: Box) =>
  (await luminances(page, box)).reduce((darkest, value) => Math.min(darkest, value), 1);

/**
 * Puts a white picture in the banner and makes its heading and text transparent, so a screenshot
 * shows what lies behind the words; returns the boxes of their lines and the banner's own box.
 */
async function bannerOverWhite(page: Page): Promise<{ lines: Box[]; banner: Box }> {
  return page.evaluate(async (src) => {
    const banner = document.querySelector('main section:has(h1)')!;
    banner.querySelectorAll('source').forEach((source) => source.remove());
    const image = banner.querySelector('img')!;
    image.removeAttribute('srcset');
    image.src = src;
    await image.decode();
    const words = [...banner.querySelectorAll<HTMLElement>('h1, p')];
    const lines = words.flatMap((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return [...range.getClientRects()].map(({ x, y, width, height }) => ({ x, y, width, height }));
    });
    for (const element of words) element.style.color = 'transparent';
    const { x, y, width, height } = banner.getBoundingClientRect();
    return { lines, banner: { x, y, width, height } };
  }, whitePicture);
}

describe('the banner’s scrim', () => {
  const pages = loadPages();
  const route = siteRoutes.find((candidate) => blocksOf(pages.get(candidate)!, 'banner').length > 0);

  it.each([1280, 700])('keeps white text above 4.5:1 on a white picture at %i px', async (width) => {
    if (!route) throw new Error('no page has a banner');
    const { page } = await session.open({ width, height: 800 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const { lines } = await bannerOverWhite(page);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const contrast = 1.05 / ((await brightestLuminance(page, line)) + 0.05);
      expect(contrast, `behind the line at ${Math.round(line.x)},${Math.round(line.y)}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves the drawing undimmed beside the text at 1280 px', async () => {
    if (!route) throw new Error('no page has a banner');
    const { page } = await session.open({ width: 1280, height: 800 });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const { banner } = await bannerOverWhite(page);
    // The right fifth of the banner, away from the text column: the white picture stays white.
    const rightFifth = {
      x: banner.x + banner.width * 0.8,
      y: banner.y,
      width: banner.width * 0.2,
      height: banner.height,
    };
    // WCAG luminance of white is 1: anything darker means a scrim dims the picture there.
    expect(await darkestLuminance(page, rightFifth)).toBeGreaterThan(0.97);
  });
});
