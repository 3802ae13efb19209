import { statSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { createImageProject, firstHeroSlide, type ProjectBuild } from '../../tests/browser/harness/image-project';
import { largestDownload, recordImageDownloads, shownImage } from '../../tests/browser/harness/image-downloads';
import { standInForThirdParty } from '../../tests/browser/harness/third-party';
import { repoRoot } from '../../tests/browser/harness/repo-root';
import { bytes, type Verdict } from './bench-first-load-targets';
import { printTable } from './bench-table';

/** Issue 17: at 375 px a phone downloads at most 60 KB (read strictly: 60,000 B) for the banner. */
const PHONE_IMAGE_LIMIT_BYTES = 60_000;

/** What a phone (375 x 812) downloads on / for its largest image: the first hero slide, full width above the fold. */
export interface PhoneImageFigure {
  scenario: string;
  /** The file the page names, as a phone downloaded it before the image pipeline. */
  before: { src: string; bytes: number };
  /** What Chromium chose and downloaded now, at DPR 1 and 2. */
  after: { deviceScaleFactor: number; path: string; type: string; bytes: number; largestBytes: number }[];
}

async function phoneDownload(browser: Browser, siteUrl: string, alt: string, deviceScaleFactor: number) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor });
  try {
    await standInForThirdParty(context, siteUrl);
    const page = await context.newPage();
    const downloads = recordImageDownloads(page);
    await page.goto(`${siteUrl}/`, { waitUntil: 'networkidle' });
    const shown = await shownImage(page, `img[alt=${JSON.stringify(alt)}]`);
    const images = await downloads.settle();
    const image = images.find((downloaded) => downloaded.path === shown.path);
    if (!image) throw new Error(`the browser showed ${shown.path} but no download of it was seen`);
    return { deviceScaleFactor, ...image, largestBytes: largestDownload(images)?.bytes ?? 0 };
  } finally {
    await context.close();
  }
}

/** The figure for the home page the project at `root` builds, served at `siteUrl`. */
export async function measurePhoneImage(
  browser: Browser,
  siteUrl: string,
  scenario: string,
  root = repoRoot,
): Promise<PhoneImageFigure> {
  const slide = firstHeroSlide(root);
  const before = { src: slide.src, bytes: statSync(path.join(root, 'public', slide.src)).size };
  const after = [];
  for (const deviceScaleFactor of [1, 2])
    after.push(await phoneDownload(browser, siteUrl, slide.alt, deviceScaleFactor));
  return { scenario, before, after };
}

export interface PhotoScenario {
  figure: PhoneImageFigure;
  firstBuild: ProjectBuild;
  secondBuild: ProjectBuild;
}

/**
 * The same figure with a real photo: a copy of the project whose first hero slide is a generated
 * 4000 x 3000 phone photo (what an author uploads), built twice (the second from the cache).
 */
export async function measurePhotoScenario(browser: Browser): Promise<PhotoScenario> {
  const project = await createImageProject('home-hero');
  try {
    console.log(`  generated a 4000x3000 phone photo of ${bytes(project.photo.bytes)}; building the copy twice ...`);
    const firstBuild = await project.build();
    const secondBuild = await project.build();
    const server = await project.serve();
    try {
      const figure = await measurePhoneImage(browser, server.url, 'phone photo in the first hero slide', project.root);
      return { figure, firstBuild, secondBuild };
    } finally {
      await server.stop();
    }
  } finally {
    project.dispose();
  }
}

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

export function printImageTables(figures: PhoneImageFigure[], photo: PhotoScenario | undefined): void {
  printTable(
    'Bytes a phone downloads for the largest image on / (the first hero slide; Chromium 375 x 812 until network idle; before = the file the page names)',
    ['scenario', 'page names', 'before B', 'DPR', 'downloads', 'type', 'after B', 'after/before', 'largest image B'],
    figures.flatMap((figure) =>
      figure.after.map((after) => [
        figure.scenario,
        figure.before.src,
        figure.before.bytes.toLocaleString('en-US'),
        after.deviceScaleFactor,
        path.posix.basename(after.path),
        after.type,
        after.bytes.toLocaleString('en-US'),
        `${((after.bytes / figure.before.bytes) * 100).toFixed(1)}%`,
        after.largestBytes.toLocaleString('en-US'),
      ]),
    ),
  );
  if (!photo) return;
  const row = (name: string, build: ProjectBuild) => [
    name,
    seconds(build.milliseconds),
    build.imageFiles,
    build.encoded,
    build.fromCache,
  ];
  printTable(
    'Building the copy with the phone photo (whole `npm run build`, timed from outside)',
    ['build', 'time', 'image files', 'encoded', 'from the cache'],
    [row('first (empty image cache)', photo.firstBuild), row('second (same photo)', photo.secondBuild)],
  );
}

/** Issue 17's targets, judged on the photo scenario (the real / has only SVGs, which pass through as they are). */
export function judgeImages(photo: PhotoScenario): Verdict[] {
  const phone = photo.figure.after.find((after) => after.deviceScaleFactor === 1)!;
  return [
    {
      ok:
        phone.type === 'image/avif' &&
        phone.bytes <= PHONE_IMAGE_LIMIT_BYTES &&
        phone.largestBytes <= PHONE_IMAGE_LIMIT_BYTES,
      text: `phone photo on / at 375 px: ${phone.type} of ${bytes(phone.bytes)} (was ${bytes(photo.figure.before.bytes)}), largest image ${bytes(phone.largestBytes)} <= ${bytes(PHONE_IMAGE_LIMIT_BYTES)}`,
    },
    {
      ok: photo.secondBuild.encoded === 0,
      text: `second build: ${photo.secondBuild.encoded} of ${photo.secondBuild.imageFiles} image files encoded (0 expected), ${seconds(photo.secondBuild.milliseconds)} against ${seconds(photo.firstBuild.milliseconds)} first`,
    },
  ];
}
