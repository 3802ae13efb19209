import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createLayoutSiteSession } from './harness/layout-site-session';

/**
 * The Home hero measured by bounding boxes: it meets the header with no strip between, its text
 * never lies on the drawing, and on phones the whole picture shows.
 */
const session = createLayoutSiteSession();

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not on the page`);
  return found;
}

async function openHome(width: number): Promise<{ page: Page; hero: Locator; slide: Locator }> {
  const { page } = await session.open({ width });
  await page.goto('/');
  const hero = page.getByRole('main').locator('section').first();
  const slide = hero.locator('[aria-roledescription="slide"]').first();
  await slide.locator('img').evaluate((image: HTMLImageElement) => image.decode());
  return { page, hero, slide };
}

describe('home hero layout', () => {
  it.each([320, 375, 800, 1280, 1920])('the hero picture starts right under the header at %i px', async (width) => {
    const { page, slide } = await openHome(width);
    const header = await box(page.getByRole('banner'));
    const picture = await box(slide.locator('img'));
    expect(picture.y - (header.y + header.height), 'gap between header and hero picture (px)').toBeCloseTo(0, 0);
  });

  it.each([800, 1050, 1280, 1920])(
    "the first slide's headline, text and button stay in the left half, beside the drawing, at %i px",
    async (width) => {
      const { slide } = await openHome(width);
      const frame = await box(slide);
      const middle = frame.x + frame.width / 2;
      for (const part of [slide.getByRole('heading'), slide.locator('p'), slide.getByRole('link')]) {
        const words = await box(part.first());
        expect(words.x + words.width, `${part} ends at ${words.x + words.width} px`).toBeLessThanOrEqual(middle);
      }
    },
  );

  it.each([320, 375, 700])('the whole hero picture shows, above the text, at %i px', async (width) => {
    const { slide } = await openHome(width);
    const image = slide.locator('img');
    const picture = await box(image);
    const natural = await image.evaluate((element: HTMLImageElement) => element.naturalWidth / element.naturalHeight);
    expect(picture.x, 'left edge of the picture').toBeGreaterThanOrEqual(0);
    expect(picture.x + picture.width, 'right edge of the picture').toBeLessThanOrEqual(width);
    expect(picture.width / picture.height, 'shown at its own aspect ratio: nothing cropped').toBeCloseTo(natural, 2);
    const headline = await box(slide.getByRole('heading'));
    expect(headline.y, 'headline under the picture').toBeGreaterThanOrEqual(picture.y + picture.height);
  });
});
