// Every image the site data references, on every page (found through the route table) and in
// site.json, checked against its file: the build reads each image's width and height from it to
// reserve its box before it loads, so a file that states no size would make the layout jump, and
// a size still written in the data could only contradict it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPage } from '../../src/build/pages/read-page';
import { deriveRouteTable } from '../../src/build/pages/route-table';
import type { Image, Site } from '../../src/generated/schema-types';

const root = path.resolve(import.meta.dirname, '../..');
const site = JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')) as Site;
const pages = deriveRouteTable(path.join(root, 'pages'), root).map((entry) => readPage(root, entry.file, site));

/** Every value in a JSON tree that looks like an image (an object with src under /images/). */
function imagesIn(value: unknown): Image[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (value === null || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const own = typeof record.src === 'string' && record.src.startsWith('/images/') ? [record as unknown as Image] : [];
  return [...own, ...Object.values(record).flatMap(imagesIn)];
}

/** Width, height and viewBox from the root <svg> element of a file under public/. */
function svgSize(src: string): { width: number; height: number; viewBox: string | undefined } {
  const text = readFileSync(path.join(root, 'public', src), 'utf8');
  const rootTag = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(rootTag)?.[1];
  return { width: Number(attribute('width')), height: Number(attribute('height')), viewBox: attribute('viewBox') };
}

/** Width and height of a JPEG (from its SOF segment) or PNG (from IHDR) under public/. */
function rasterSize(src: string): { width: number; height: number } {
  const bytes = readFileSync(path.join(root, 'public', src));
  if (bytes.toString('latin1', 1, 4) === 'PNG')
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  for (let offset = 2; offset < bytes.length; offset += 2 + bytes.readUInt16BE(offset + 2)) {
    const marker = bytes[offset + 1] ?? 0;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
  }
  throw new Error(`${src}: no JPEG frame header`);
}

const isRaster = (src: string) => /\.(png|jpe?g)$/.test(src);
const references = new Map([site, ...pages].flatMap(imagesIn).map((image) => [JSON.stringify(image), image]));
const images = [...references.values()].map((image) => [image.src, image] as const);

describe('images', () => {
  it.each(images)('%s exists and states its own size, which the data does not repeat', (src, image) => {
    expect(image).not.toHaveProperty('width');
    expect(image).not.toHaveProperty('height');
    if (isRaster(src)) {
      expect(rasterSize(src).width).toBeGreaterThan(0);
      return;
    }
    const size = svgSize(src);
    expect(size.width).toBeGreaterThan(0);
    expect(size.height).toBeGreaterThan(0);
    expect(size.viewBox).toBe(`0 0 ${size.width} ${size.height}`);
  });

  it.each([...new Set(images.map(([src]) => src))])('%s stays small (SVG 4 KB, photo 64 KB)', (src) => {
    expect(statSync(path.join(root, 'public', src)).size).toBeLessThan(isRaster(src) ? 65536 : 4096);
  });

  it('gives link previews a JPEG or PNG (social networks show no SVG previews)', () => {
    expect(site.shareImage.src).toMatch(/\.(png|jpe?g)$/);
    expect(rasterSize(site.shareImage.src)).toEqual({ width: 1200, height: 630 });
  });
});
