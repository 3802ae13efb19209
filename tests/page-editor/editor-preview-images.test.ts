/**
 * The preview shows photos as the site will serve them: POST /api/check resolves the edited (unsaved)
 * page's images with the build's pipeline, and the editor serves the renditions it names.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_IMAGE_PREFIX } from '../../src/editor/server/preview-images';
import { editorUnderTest } from './editor-test-project';

const under = editorUnderTest();

/** A photo of 2000 x 1500 with a dominant colour, as a phone or camera would give. */
const photo = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#2a6f3b' } })
    .jpeg()
    .toBuffer();

async function open(file: string) {
  const answer = await under.call('GET', `/api/file?file=${encodeURIComponent(file)}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body.data;
}

/** The about page with `image` as its banner's picture, checked unsaved; the preview's banner image. */
async function previewBanner(image: Record<string, unknown>) {
  const data = await open('pages/about.json');
  data.blocks[0].image = image;
  const check = await under.call('POST', '/api/check', { json: { file: 'pages/about.json', data } });
  expect(check.status, check.text).toBe(200);
  return check.body.preview.page.blocks[0].image;
}

describe('images in the preview', () => {
  beforeAll(async () => {
    mkdirSync(path.join(under.root, 'public/images/uploads'), { recursive: true });
    writeFileSync(path.join(under.root, 'public/images/uploads/line.jpg'), await photo());
    writeFileSync(
      path.join(under.root, 'public/images/uploads/drawing.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>',
    );
  });

  it('gives an unsaved page’s photo its size from the file and AVIF/WebP renditions the editor serves', async () => {
    const image = await previewBanner({ src: '/images/uploads/line.jpg', alt: 'The line' });
    // The banner shows the photo cut to 16:5 around the (default, central) focus point.
    expect({ width: image.width, height: image.height }).toEqual({ width: 2000, height: 625 });
    // The dominant colour (sharp bins it: close to the photo's #2a6f3b green).
    expect(image.rendition.placeholder).toMatch(/^#2[0-9a-f]6[0-9a-f]3[0-9a-f]$/);
    expect(image.rendition.sources.map((source: { type: string }) => source.type)).toEqual([
      'image/avif',
      'image/webp',
    ]);
    const avif = (image.rendition.sources[0].srcSet as string).split(', ')[0]!.split(' ')[0]!;
    expect(avif).toMatch(/^\/assets\/images\/.+\.avif$/);
    const served = await under.call('GET', avif);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/avif');
    const fallback = await under.call('GET', image.rendition.src);
    expect(fallback.status).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/jpeg');
    // The page file itself is not touched by a check.
    expect(under.read('pages/about.json')).not.toContain('line.jpg');
  });

  it('moves the crop with the focus point', async () => {
    const centre = await previewBanner({ src: '/images/uploads/line.jpg', alt: 'The line' });
    const low = await previewBanner({ src: '/images/uploads/line.jpg', alt: 'The line', focus: { x: 0.5, y: 0.9 } });
    expect(low.rendition.src).not.toBe(centre.rendition.src);
  });

  it('reads an SVG’s size from the file and makes no rendition of it', async () => {
    const image = await previewBanner({ src: '/images/uploads/drawing.svg', alt: 'Illustration' });
    expect(image).toMatchObject({ width: 800, height: 600 });
    expect(image.rendition).toBeUndefined();
  });

  it('never opens a file outside public/images/ for the preview', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'outside-images-'));
    writeFileSync(path.join(outside, 'secret.jpg'), await photo());
    symlinkSync(outside, path.join(under.root, 'public/images/linked-out'));
    for (const src of ['/images/linked-out/secret.jpg', `/images/../../${path.relative('/', outside)}/secret.jpg`]) {
      const image = await previewBanner({ src, alt: 'Secret' });
      expect(image.src).toBe(`${REFUSED_IMAGE_PREFIX}${src}`);
      expect(image.rendition).toBeUndefined();
    }
  });

  it('answers 404 for a rendition address nobody planned', async () => {
    const answer = await under.call('GET', '/assets/images/nothing-480.0123456789.avif');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toContain('no image rendition');
  });

  it('lists a photo with the size the build reads', async () => {
    const { body } = await under.call('GET', '/api/images');
    expect(body.images).toContainEqual(
      expect.objectContaining({ src: '/images/uploads/line.jpg', width: 2000, height: 1500, type: 'jpeg' }),
    );
  });
});
