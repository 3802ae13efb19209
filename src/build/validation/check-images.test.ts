import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageImageLayoutAt, siteImageLayoutAt } from '../images/image-layout-at';
import { checkAssets } from './check-assets';
import { checkImages, MAX_IMAGE_BYTES } from './check-images';
import { getValidator } from './create-validator';
import { loadJsonWithPositions, type JsonDocument } from './load-json-with-positions';
import { publicFiles } from './public-files';

/** A throwaway project whose public/images/ holds real image files, made here with sharp. */
let root: string;
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#5b6d7e' } }).jpeg({ quality: 70 });

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'check-images-'));
  const images = path.join(root, 'public', 'images');
  mkdirSync(images, { recursive: true });
  await photo(800, 600).toFile(path.join(images, 'small.jpg'));
  await photo(2400, 750).toFile(path.join(images, 'banner.jpg'));
  // Wide enough for a banner, but not once cut to its 16:5 shape: 1600 x 500.
  await photo(3000, 500).toFile(path.join(images, 'strip.jpg'));
  await photo(1000, 525).toFile(path.join(images, 'share-small.jpg'));
  await photo(1200, 630).toFile(path.join(images, 'share.jpg'));
  // Stored without compression, as some cameras and export dialogs do: over 10 MB, and still a PNG.
  await sharp({ create: { width: 2000, height: 1800, channels: 3, background: '#808080' } })
    .png({ compressionLevel: 0 })
    .toFile(path.join(images, 'huge.png'));
  writeFileSync(path.join(images, 'not-a-photo.jpg'), 'a text file saved under a photo name\n');
  writeFileSync(path.join(images, 'no-size.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
  writeFileSync(path.join(images, 'sized.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 30"/>');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const layer = getValidator().layer;

const image = (src: string, extra: object = {}) => ({ src, alt: 'Assembly line', ...extra });

function pageWith(...blocks: object[]): JsonDocument {
  const text = JSON.stringify({ schemaVersion: 4, title: 'T', blocks }, null, 2);
  return loadJsonWithPositions('pages/about.json', text).document!;
}

async function problemsOf(document: JsonDocument, site = false) {
  const files = publicFiles(path.join(root, 'public'));
  const layoutAt = (site ? siteImageLayoutAt : pageImageLayoutAt)(layer, document.data);
  return checkImages(document, root, files, layoutAt);
}

describe('checkImages', () => {
  it('says a photo too small for its banner needs 1920 px (3840 for high-density screens)', async () => {
    const [problem, ...more] = await problemsOf(pageWith({ type: 'banner', image: image('/images/small.jpg') }));
    expect(more).toEqual([]);
    expect(problem).toMatchObject({
      severity: 'warning',
      rule: 'image-too-small',
      file: 'pages/about.json',
      pointer: '/blocks/0/image/src',
    });
    expect(problem!.line).toBeGreaterThan(0);
    expect(problem!.message).toBe("is '/images/small.jpg', 800 px wide, narrower than the banner shows it (1920 px)");
    expect(problem!.hint).toBe('Use a photo at least 1920 px wide (3840 px for high-density screens).');
  });

  it('judges the part of the photo the banner keeps: a 3000 x 500 strip is 1600 x 500 once cut to 16:5', async () => {
    const problems = await problemsOf(pageWith({ type: 'banner', image: image('/images/strip.jpg') }));
    expect(problems.map((problem) => problem.message)).toEqual([
      "is '/images/strip.jpg', 1600 px wide once cut to the banner's shape, narrower than the banner shows it (1920 px)",
    ]);
  });

  it('accepts a photo as wide as its block shows it, and the same small photo in a smaller block', async () => {
    const cards = { type: 'cardGrid', columns: 3, cards: [{ id: 1, title: 'A', image: image('/images/small.jpg') }] };
    expect(await problemsOf(pageWith({ type: 'banner', image: image('/images/banner.jpg') }), false)).toEqual([]);
    expect(await problemsOf(pageWith(cards))).toEqual([]);
  });

  it('warns about a photo over 10 MB, saying its size and the width that is enough', async () => {
    expect(statSync(path.join(root, 'public/images/huge.png')).size).toBeGreaterThan(MAX_IMAGE_BYTES);
    const problems = await problemsOf(pageWith({ type: 'banner', image: image('/images/huge.png') }));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ severity: 'warning', rule: 'oversized-image', pointer: '/blocks/0/image/src' });
    expect(problems[0]!.message).toMatch(/^is '\/images\/huge\.png', a 10\.\d MB file: phones still get small copies/);
    expect(problems[0]!.hint).toContain('at most 3840 px wide and under 10 MB');
  });

  it('warns about width and height written on a photo, giving the size read from the file', async () => {
    const banner = { type: 'banner', image: image('/images/banner.jpg', { width: 1600, height: 500 }) };
    const problems = await problemsOf(pageWith(banner));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: 'warning',
      rule: 'redundant-image-size',
      pointer: '/blocks/0/image/width',
    });
    expect(problems[0]!.message).toContain('width and height are read from the file (2400 x 750)');
  });

  it('refuses an SVG that states no size unless the page gives width and height', async () => {
    const bare = await problemsOf(pageWith({ type: 'banner', image: image('/images/no-size.svg') }));
    expect(bare.map((problem) => [problem.severity, problem.rule])).toEqual([['error', 'svg-without-size']]);
    const sized = { type: 'banner', image: image('/images/no-size.svg', { width: 1600, height: 500 }) };
    expect(await problemsOf(pageWith(sized))).toEqual([]);
    expect(await problemsOf(pageWith({ type: 'banner', image: image('/images/sized.svg') }))).toEqual([]);
    // Images in a list, as a logo strip's logos are, are checked too.
    const strip = { type: 'logoStrip', logos: [image('/images/sized.svg'), image('/images/no-size.svg')] };
    expect((await problemsOf(pageWith(strip))).map((problem) => [problem.pointer, problem.rule])).toEqual([
      ['/blocks/0/logos/1/src', 'svg-without-size'],
    ]);
  });

  it('refuses a file that is not an image although its name says so', async () => {
    const problems = await problemsOf(pageWith({ type: 'banner', image: image('/images/not-a-photo.jpg') }));
    expect(problems.map((problem) => [problem.severity, problem.rule])).toEqual([['error', 'unreadable-image']]);
  });

  it('wants share images of at least 1200 x 630, in pages and in site.json', async () => {
    const site = (src: string) =>
      loadJsonWithPositions('site.json', JSON.stringify({ shareImage: image(src) }, null, 2)).document!;
    const small = await problemsOf(site('/images/share-small.jpg'), true);
    expect(small.map((problem) => [problem.file, problem.pointer, problem.rule])).toEqual([
      ['site.json', '/shareImage/src', 'share-image-too-small'],
    ]);
    expect(small[0]!.message).toContain('1000 x 525 px');
    expect(await problemsOf(site('/images/share.jpg'), true)).toEqual([]);
    const page = loadJsonWithPositions(
      'pages/a.json',
      JSON.stringify({ image: image('/images/share-small.jpg'), blocks: [] }),
    ).document!;
    expect((await problemsOf(page)).map((problem) => problem.rule)).toEqual(['share-image-too-small']);
  });

  it('leaves a missing file to the missing-asset error, which suggests the closest name', async () => {
    const document = pageWith({ type: 'banner', image: image('/images/smal.jpg') });
    expect(await problemsOf(document)).toEqual([]);
    const [missing] = checkAssets(document, publicFiles(path.join(root, 'public')));
    expect(missing).toMatchObject({ severity: 'error', rule: 'missing-asset', pointer: '/blocks/0/image/src' });
    expect(missing!.message).toContain("(did you mean '/images/small.jpg'?)");
  });
});
