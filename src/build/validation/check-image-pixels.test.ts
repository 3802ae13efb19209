import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageImageLayoutAt } from '../images/image-layout-at';
import { MAX_SOURCE_PIXELS } from '../images/source-image';
import { checkImages } from './check-images';
import { getValidator } from './create-validator';
import { formatProblem } from './format-problem';
import { loadJsonWithPositions } from './load-json-with-positions';
import { publicFiles } from './public-files';

/**
 * A valid PNG of width x height black-and-white pixels whose rows are all zero: a few kilobytes on
 * disk however many pixels it claims, like a scan or a stitched panorama exported far too large.
 * Written by hand because sharp itself will not make an image this big.
 */
function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}

const root = mkdtempSync(path.join(tmpdir(), 'check-image-pixels-'));
const images = path.join(root, 'public', 'images');
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(() => {
  mkdirSync(images, { recursive: true });
  writeFileSync(path.join(images, 'panorama.png'), blankPng(20_000, 15_000));
  writeFileSync(path.join(images, 'poster.png'), blankPng(12_000, 8_000));
});

async function problemsFor(src: string) {
  const text = JSON.stringify(
    { schemaVersion: 4, title: 'T', blocks: [{ type: 'banner', image: { src, alt: 'A line' } }] },
    null,
    2,
  );
  const document = loadJsonWithPositions('pages/about.json', text).document!;
  const layoutAt = pageImageLayoutAt(getValidator().layer, document.data);
  return checkImages(document, root, publicFiles(path.join(root, 'public')), layoutAt);
}

describe('a source with more pixels than the build can resize', () => {
  it('is an error naming the file, the field and the size, in words an author can act on', async () => {
    expect(20_000 * 15_000).toBeGreaterThan(MAX_SOURCE_PIXELS);
    expect(statSync(path.join(images, 'panorama.png')).size).toBeLessThan(1024 * 1024);
    const problems = await problemsFor('/images/panorama.png');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      severity: 'error',
      rule: 'image-too-many-pixels',
      pointer: '/blocks/0/image/src',
    });
    const [where, how] = formatProblem(problems[0]!).split('\n');
    expect(where).toMatch(/^pages\/about\.json:8:16 /);
    expect(where).toContain(
      "is '/images/panorama.png', 20000 x 15000 pixels (300 megapixels): more than the build can resize (at most 268 megapixels)",
    );
    expect(how).toBe(
      '  Export it at most 3840 px wide (twice as wide as its block shows it), and replace the file. [image-too-many-pixels]',
    );
  });

  it('leaves a large but workable source (96 megapixels) to the other checks', async () => {
    const problems = await problemsFor('/images/poster.png');
    expect(problems.map((problem) => problem.rule)).not.toContain('image-too-many-pixels');
    expect(problems.map((problem) => problem.rule)).not.toContain('unreadable-image');
  });
});
