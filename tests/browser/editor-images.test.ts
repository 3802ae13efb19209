/**
 * The editor's images go through the build's image pipeline: a photo uploaded in the editor is
 * picked, the form shows it as the site will serve it, and the preview (of the unsaved page) renders
 * the banner's <picture> with AVIF/WebP renditions the editor serves, at the size read from the file.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { field, preview, saveAndConfirm, unfoldBlock } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';

const session = createEditorSession();

/** A 2000 x 1500 photo: green above, dark below, so a crop's position shows in its pixels. */
async function photo(): Promise<Buffer> {
  const top = await sharp({ create: { width: 2000, height: 750, channels: 3, background: '#3c8d4f' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#1d2b44' } })
    .composite([{ input: top, top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** The banner's image in the preview frame and the rendition URLs its typed <source>s name (the mobile SVG's has no type). */
async function previewBannerImage(page: Page) {
  const picture = preview(page)
    .locator('picture')
    .filter({ has: page.locator('source[type="image/avif"]') });
  await expect.poll(() => picture.count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const first = picture.first();
  const img = first.locator('img');
  const sources = await first.locator('source[type]').evaluateAll((elements) =>
    elements.map((element) => ({
      type: element.getAttribute('type'),
      urls: (element.getAttribute('srcset') ?? '').split(',').map((candidate) => candidate.trim().split(' ')[0]!),
    })),
  );
  return { img, sources };
}

describe('page editor: images through the build’s pipeline', () => {
  it('uploads a photo into a banner: the form and the unsaved preview show the renditions the site will serve', async () => {
    const { page, problems } = await session.open('pages/about.json');
    await unfoldBlock(page, 0);
    await page.getByRole('button', { name: 'Choose image…' }).first().click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker
      .locator('input[type="file"]')
      .setInputFiles({ name: 'line-photo.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect.poll(() => field(page, '/blocks/0/image/src').inputValue()).toBe('/images/line-photo.jpg');
    // The build reads a photo's size: none is written into the page.
    expect(await field(page, '/blocks/0/image/width').inputValue()).toBe('');
    // Another picture needs its own words: the old alt text is gone and the form asks for new ones there.
    const alt = field(page, '/blocks/0/image/alt');
    expect(await alt.inputValue()).toBe('');
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Describe the new picture' }).count()).toBe(1);
    await expect.poll(() => alt.evaluate((element) => element === document.activeElement)).toBe(true);
    await alt.fill('Green field above a dark production line');

    // The form: the file's size, the banner's cut, the formats and widths the site serves.
    const form = page.locator(`#${'field_2fblocks_2f0_2fimage'}`);
    await expect
      .poll(() => form.getByText(/^Photo 2000 × 1500 px/).textContent(), { timeout: 20_000 })
      .toBe(
        'Photo 2000 × 1500 px, cut to 2000 × 625 px by its block; the site serves it as AVIF, WebP, JPEG, 480 to 2000 px wide.',
      );
    const thumbnail = form.locator('[data-processed-image] img');
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\/assets\/images\/.+-480\.[0-9a-f]+\.avif$/);

    // The preview of the unsaved page: a <picture>, the <img> sized from the file (cut to the banner's 16:5).
    const { img, sources } = await previewBannerImage(page);
    expect(await img.getAttribute('width')).toBe('2000');
    expect(await img.getAttribute('height')).toBe('625');
    expect(sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const { type, urls } of sources) {
      expect(urls.length).toBeGreaterThan(1);
      for (const url of urls) {
        // The editor's API serves the renditions of the project it edits (/api/ under `npm run edit`).
        expect(url).toMatch(/^\/api\/assets\/images\//);
        const answer = await page.request.get(url);
        expect(answer.status(), url).toBe(200);
        expect(answer.headers()['content-type']).toBe(type);
      }
    }
    // Chromium really shows one of them (AVIF) with the placeholder colour behind it.
    await expect
      .poll(() =>
        img.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc),
      )
      .toMatch(/\/assets\/images\/.+\.avif$/);
    expect(await img.evaluate((image: HTMLImageElement) => image.style.backgroundColor)).not.toBe('');

    // A click low on the whole photo moves the focus point there; the preview's crop follows.
    const before = await img.evaluate((image: HTMLImageElement) => image.currentSrc);
    const picker2 = form.locator('[data-focus-picker]');
    const box = (await picker2.boundingBox())!;
    await picker2.click({ position: { x: box.width / 2, y: box.height * 0.9 } });
    await expect.poll(() => field(page, '/blocks/0/image/focus/y').inputValue()).toMatch(/^0\.(89|9|91)$/);
    await expect
      .poll(() => img.evaluate((image: HTMLImageElement) => image.currentSrc), { timeout: 20_000 })
      .not.toBe(before);

    await saveAndConfirm(page);
    const saved = JSON.parse(session.editor().read('pages/about.json')) as {
      blocks: { image: Record<string, unknown> }[];
    };
    expect(saved.blocks[0]!.image).toEqual({
      src: '/images/line-photo.jpg',
      alt: 'Green field above a dark production line',
      focus: { x: 0.5, y: expect.closeTo(0.9, 1) as unknown as number },
    });
    expect(await session.editor().validationErrors()).toEqual([]);
    expect(problems.list()).toEqual([]);
  });

  it('an upload whose name is taken is offered a free name, and uploads under it', async () => {
    const { page } = await session.open('pages/about.json');
    await unfoldBlock(page, 0);
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    const upload = async (name: string) => {
      await page.getByRole('button', { name: 'Choose image…' }).first().click();
      await picker.locator('input[type="file"]').setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo() });
    };
    await upload('robot.jpg');
    await expect.poll(() => field(page, '/blocks/0/image/src').inputValue()).toBe('/images/robot.jpg');
    await upload('robot.jpg');
    await picker.getByRole('button', { name: 'Upload as robot-2.jpg' }).click();
    await expect.poll(() => field(page, '/blocks/0/image/src').inputValue()).toBe('/images/robot-2.jpg');
    expect(session.editor().read('public/images/robot-2.jpg').length).toBeGreaterThan(0);
  });

  it('"+ Image" starts a card with the placeholder picture and a visible "Choose an image" warning, never a file that does not exist', async () => {
    const index = JSON.parse(session.editor().read('pages/index.json')) as { $schema: string; schemaVersion: number };
    const file = 'pages/card-without-image.json';
    const fixture = {
      $schema: index.$schema,
      schemaVersion: index.schemaVersion,
      title: 'Cards without images',
      description: 'A fixture page for the editor tests: one card grid whose card has no picture yet.',
      blocks: [{ type: 'cardGrid', heading: 'Our work', cards: [{ id: 'one', title: 'First card' }] }],
    };
    session.editor().write(file, `${JSON.stringify(fixture, null, 2)}\n`);
    const { page } = await session.open(file);
    await unfoldBlock(page, 0);
    await page.locator('#field_2fblocks_2f0_2fcards_2f0').getByRole('button', { name: 'Add Image' }).click();
    const src = await field(page, '/blocks/0/cards/0/image/src').inputValue();
    expect(src).toMatch(/^\/images\/placeholders\//);
    expect(session.editor().read(`public${src}`).length).toBeGreaterThan(0);
    const image = page.locator(`#${'field_2fblocks_2f0_2fcards_2f0_2fimage'}`);
    await expect.poll(() => image.getByText('Choose an image', { exact: true }).isVisible()).toBe(true);
  });
});
