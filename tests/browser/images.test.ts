import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageImageLayoutAt } from '../../src/build/images/image-layout-at';
import { planRendition, type ImageVariant } from '../../src/build/images/plan-rendition';
import { readSourceImage, type SourceImage } from '../../src/build/images/source-image';
import { getValidator } from '../../src/build/validation/create-validator';
import {
  createImageProject,
  FIXTURE_ROUTE,
  PHOTO_SRC,
  type ImageProject,
  type ProjectBuild,
} from './harness/image-project';
import { largestDownload, recordImageDownloads, scrollThrough, shownImage } from './harness/image-downloads';
import { watchLayoutShift } from './harness/layout-shift';
import type { RunningServer } from './harness/production-server';
import { createBrowserSession } from './harness/session';

/** Issue 17: what a phone may download for the banner (KB read strictly as 1,000 bytes). */
const PHONE_BANNER_LIMIT_BYTES = 60_000;
const BANNER_IMG = `main img[alt][fetchpriority="high"]`;
const CARD_IMG = `main img[loading="lazy"]`;

const session = createBrowserSession();
let project: ImageProject;
let server: RunningServer;
let firstBuild: ProjectBuild;
let secondBuild: ProjectBuild;
let source: SourceImage;

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;
const describeBuild = (build: ProjectBuild) =>
  `${seconds(build.milliseconds)}, ${build.imageFiles} image files (${build.encoded} encoded, ${build.fromCache} from the cache)`;

beforeAll(async () => {
  const started = performance.now();
  project = await createImageProject('fixture-page');
  console.log(`[images] generated ${PHOTO_SRC}: 4000x3000 JPEG, ${project.photo.bytes.toLocaleString('en-US')} B`);
  firstBuild = await project.build();
  console.log(`[images] first build (empty image cache): ${describeBuild(firstBuild)}`);
  secondBuild = await project.build();
  console.log(`[images] second build (same photo):        ${describeBuild(secondBuild)}`);
  source = await readSourceImage(project.root, path.join(project.root, 'public', PHOTO_SRC));
  server = await project.serve();
  console.log(`[images] fixture set up in ${seconds(performance.now() - started)}`);
}, 600_000);

afterAll(async () => {
  await server?.stop();
  project?.dispose();
});

/** What the build plans for the photo in the banner (with its narrow crop: no mobile image) and in a 3-column card. */
function planned() {
  const layoutAt = pageImageLayoutAt(getValidator().layer, {
    blocks: [{ type: 'banner' }, { type: 'cardGrid', columns: 3 }],
  });
  const banner = planRendition(source, PHOTO_SRC, layoutAt('/blocks/0/image'), { withNarrow: true });
  const card = planRendition(source, PHOTO_SRC, layoutAt('/blocks/1/cards/0/image'));
  if (!banner || !card) throw new Error('the photo was planned no rendition');
  return { banner, card };
}
const widthsOf = (variants: ImageVariant[], format: ImageVariant['format'], height?: (v: ImageVariant) => boolean) =>
  variants.filter((variant) => variant.format === format && (!height || height(variant))).map((v) => v.width);

describe('a 4000x3000 phone photo in a banner and a card', () => {
  it('is written as AVIF, WebP and JPEG at the widths each layout plans', async () => {
    const { banner, card } = planned();
    const desktop = (variant: ImageVariant) => variant.width / variant.height > 3;
    // The banner's 16:5 desktop crop up to 2400 px, its 4:3 narrow crop up to 1200 px (twice the 500 px it is shown at).
    for (const format of ['avif', 'webp', 'jpeg'] as const) {
      expect(widthsOf(banner.variants, format, desktop), `banner ${format}`).toEqual([480, 768, 1200, 1600, 2400]);
      expect(
        widthsOf(banner.variants, format, (v) => !desktop(v)),
        `narrow banner ${format}`,
      ).toEqual([480, 768, 1200]);
      expect(widthsOf(card.variants, format), `card ${format}`).toEqual([480, 768, 1200]);
    }
    for (const variant of [...banner.variants, ...card.variants]) {
      const file = path.join(project.distDir, variant.url);
      expect(existsSync(file), variant.url).toBe(true);
      const metadata = await sharp(file).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format, variant.url).toBe(variant.format);
      expect([metadata.width, metadata.height], variant.url).toEqual([variant.width, variant.height]);
    }
  });

  it('is a <picture> with AVIF and WebP sources, srcset, sizes, width and height', async () => {
    const { page } = await session.open({ baseURL: server.url, width: 1280, javaScriptEnabled: false });
    await page.goto(FIXTURE_ROUTE);
    for (const [name, selector] of [
      ['banner', BANNER_IMG],
      ['card', CARD_IMG],
    ] as const) {
      const markup = await page.locator(selector).evaluate((img: HTMLImageElement) => {
        const picture = img.parentElement!;
        const sources = [...picture.querySelectorAll('source:not([media])')].map((source) => ({
          type: source.getAttribute('type'),
          srcset: source.getAttribute('srcset') ?? '',
          sizes: source.getAttribute('sizes') ?? '',
        }));
        const attribute = (name: string) => img.getAttribute(name) ?? '';
        return {
          picture: picture.tagName,
          sources,
          img: {
            width: attribute('width'),
            height: attribute('height'),
            srcset: attribute('srcset'),
            sizes: attribute('sizes'),
          },
        };
      });
      expect(markup.picture, name).toBe('PICTURE');
      expect(
        markup.sources.map((source) => source.type),
        name,
      ).toEqual(['image/avif', 'image/webp']);
      for (const source of markup.sources) {
        expect(source.srcset, name).toMatch(/\.avif 480w|\.webp 480w/);
        expect(source.sizes, name).not.toBe('');
      }
      expect(markup.img.srcset, name).toMatch(/\.jpg 480w/);
      expect(markup.img.sizes, name).not.toBe('');
      expect(Number(markup.img.width) / Number(markup.img.height), name).toBeCloseTo(
        name === 'banner' ? 16 / 5 : 4 / 3,
        2,
      );
    }
  });

  for (const deviceScaleFactor of [1, 2]) {
    it(`at 375 px (DPR ${deviceScaleFactor}) the banner comes as a small AVIF of its narrow crop, nothing larger, with no layout shift`, async () => {
      const { page, problems } = await session.open({
        baseURL: server.url,
        width: 375,
        height: 812,
        deviceScaleFactor,
      });
      const downloads = recordImageDownloads(page);
      const layoutShift = await watchLayoutShift(page);
      await page.goto(FIXTURE_ROUTE);
      await page.waitForLoadState('networkidle');
      const banner = await shownImage(page, BANNER_IMG);
      await scrollThrough(page);
      const images = await downloads.settle();
      const bannerDownload = images.find((image) => image.path === banner.path);
      const largest = largestDownload(images);
      console.log(
        `[images] 375 px DPR ${deviceScaleFactor}: banner ${banner.path}, ` +
          `${bannerDownload?.bytes.toLocaleString('en-US')} B (${bannerDownload?.type}); largest image response ` +
          `${largest?.path} ${largest?.bytes.toLocaleString('en-US')} B; ${images.length} image responses; photo ${project.photo.bytes.toLocaleString('en-US')} B`,
      );
      expect(bannerDownload?.type).toBe('image/avif');
      // The 4:3 narrow crop, at the smallest width that covers the screen's device pixels.
      const variant = planned().banner.variants.find((planned) => planned.url === banner.path);
      expect(variant && variant.width / variant.height).toBeCloseTo(4 / 3, 2);
      expect(variant?.width).toBe(deviceScaleFactor === 1 ? 480 : 768);
      expect(bannerDownload!.bytes).toBeLessThanOrEqual(PHONE_BANNER_LIMIT_BYTES);
      expect(largest!.bytes, `largest image response ${largest?.path}`).toBeLessThanOrEqual(PHONE_BANNER_LIMIT_BYTES);
      expect(await layoutShift(), 'CLS').toBe(0);
      expect(problems.list()).toEqual([]);
    });
  }

  it('at 1280 px shows the desktop crop, with the photo’s dominant colour behind it until it arrives', async () => {
    const { page, problems } = await session.open({ baseURL: server.url, width: 1280, height: 800 });
    const layoutShift = await watchLayoutShift(page);
    await page.goto(FIXTURE_ROUTE);
    await page.waitForLoadState('networkidle');
    const banner = await shownImage(page, BANNER_IMG);
    const desktopAvif = planned()
      .banner.variants.filter((variant) => variant.format === 'avif' && variant.width / variant.height > 3)
      .map((variant) => variant.url);
    expect(desktopAvif).toContain(banner.path);
    // The smallest 16:5 width that covers 1280 px.
    expect(banner.path).toMatch(/-1600\.[0-9a-f]+\.avif$/);
    const [r, g, b] = source.dominant!.match(/[0-9a-f]{2}/g)!.map((hex) => parseInt(hex, 16));
    for (const selector of [BANNER_IMG, CARD_IMG]) {
      expect(await page.locator(selector).evaluate((img) => getComputedStyle(img).backgroundColor), selector).toBe(
        `rgb(${r}, ${g}, ${b})`,
      );
    }
    expect(await layoutShift(), 'CLS').toBe(0);
    expect(problems.list()).toEqual([]);
  });

  it('is not encoded again by a second build: every file comes from the cache', () => {
    // Times are printed above (beforeAll), not asserted: they depend on the machine.
    expect(firstBuild.encoded).toBeGreaterThan(0);
    expect(secondBuild.imageFiles).toBe(firstBuild.imageFiles);
    expect(secondBuild.encoded).toBe(0);
    expect(secondBuild.fromCache).toBe(secondBuild.imageFiles);
  });
});
