import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolvePageImages } from './resolve-images';

/** A project whose SVGs state their size, and pages that no longer write it (migration 3 -> 4). */
let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'resolve-images-'));
  mkdirSync(path.join(root, 'public', 'images'), { recursive: true });
  const svg = (width: number, height: number) =>
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}"/></svg>`;
  writeFileSync(path.join(root, 'public/images/logo-a.svg'), svg(240, 120));
  writeFileSync(path.join(root, 'public/images/banner.svg'), svg(1600, 500));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('resolvePageImages', () => {
  it('gives every image the size its file states, images in a list (a logo strip) too, so no box collapses', async () => {
    const logo = { src: '/images/logo-a.svg', alt: 'Customer A' };
    const page = {
      blocks: [
        { type: 'banner', heading: 'About', image: { src: '/images/banner.svg', alt: 'Hall' } },
        { type: 'logoStrip', logos: [logo, logo] },
      ],
    };
    const before = structuredClone(page);
    const { data } = await resolvePageImages(root, page);
    expect(data.blocks[0]).toMatchObject({ image: { width: 1600, height: 500 } });
    expect(data.blocks[1]).toEqual({
      type: 'logoStrip',
      logos: [
        { ...logo, width: 240, height: 120 },
        { ...logo, width: 240, height: 120 },
      ],
    });
    expect(page).toEqual(before);
  });
});
