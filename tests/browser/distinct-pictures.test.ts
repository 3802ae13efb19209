import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';
import { routesUnderTest } from './harness/site-routes';

/**
 * No picture shows twice on a page: among its cards, nor between a banner, a section and a card. A
 * picture is the same when its file is, or when two files hold the same drawing, so the images'
 * contents are compared, not only their addresses.
 */
const session = createBrowserSession();

interface CardPicture {
  card: string;
  src: string;
}

/** Cards: items of the page's lists (card grids, benefit lists, carousels). */
const CARD_PICTURES = 'main li img';
/** Every picture in the page's content that a visitor can see at this width (a banner's phone image only on phones). */
const VISIBLE_PICTURES = 'main img:visible';

/** The pictures `selector` finds, each named by its card's or section's heading, grouped by content. */
async function repeatedPictures(page: Page, selector = CARD_PICTURES): Promise<string[]> {
  const pictures: CardPicture[] = await page.locator(selector).evaluateAll((images) =>
    images.map((image) => ({
      card:
        (image.closest('li') ?? image.closest('section'))?.querySelector('h1, h2, h3, h4')?.textContent?.trim() ??
        '(untitled)',
      src: (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src,
    })),
  );
  const contents = await page.evaluate(
    (sources) => Promise.all(sources.map((src) => fetch(src).then((response) => response.text()))),
    pictures.map((picture) => picture.src),
  );
  const byContent = new Map<string, CardPicture[]>();
  pictures.forEach((picture, index) => {
    const same = byContent.get(contents[index]!) ?? [];
    byContent.set(contents[index]!, [...same, picture]);
  });
  return [...byContent.values()]
    .filter((cards) => cards.length > 1)
    .map((cards) => cards.map(({ card, src }) => `${card} (${new URL(src).pathname})`).join(' = '));
}

const drawing = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="${colour}"/></svg>`;
const card = (title: string, file: string) => `<li><img src="/fixture/${file}" alt="${title}"><h3>${title}</h3></li>`;

/** Serves the fixture's drawings from the site's origin: two files hold the same red drawing. */
async function serveFixtureDrawings(page: Page) {
  const files: Record<string, string> = {
    'red.svg': drawing('red'),
    'blue.svg': drawing('blue'),
    'red-copy.svg': drawing('red'),
  };
  await page.route('**/fixture/*.svg', (route) =>
    route.fulfill({ contentType: 'image/svg+xml', body: files[route.request().url().split('/').pop()!] }),
  );
}

describe('distinct card pictures', () => {
  it('finds a picture shown twice, also when the same drawing sits in two files', async () => {
    const { page } = await session.open({ width: 1280 });
    await serveFixtureDrawings(page);
    await page.goto('/');
    await page.setContent(
      `<main><ul>${card('Palletizing', 'red.svg')}${card('Packaging', 'blue.svg')}${card('Truck Loading', 'red-copy.svg')}</ul></main>`,
    );
    const repeated = await repeatedPictures(page);
    expect(repeated).toHaveLength(1);
    expect(repeated[0]).toMatch(/^Palletizing .* = Truck Loading /);

    await page.setContent(`<main><ul>${card('Palletizing', 'red.svg')}${card('Packaging', 'blue.svg')}</ul></main>`);
    expect(await repeatedPictures(page)).toEqual([]);
  });

  it('finds a section picture that a card on the same page repeats', async () => {
    const { page } = await session.open({ width: 1280 });
    await serveFixtureDrawings(page);
    await page.goto('/');
    const section = `<section><h2>We Are</h2><img src="/fixture/red.svg" alt="Our office"></section>`;
    await page.setContent(`<main>${section}<ul>${card('Packaging', 'red-copy.svg')}</ul></main>`);
    await page
      .locator('main img')
      .last()
      .evaluate((image: HTMLImageElement) => image.decode());
    expect(await repeatedPictures(page)).toEqual([]);
    expect(await repeatedPictures(page, VISIBLE_PICTURES)).toEqual([
      'We Are (/fixture/red.svg) = Packaging (/fixture/red-copy.svg)',
    ]);
  });

  // The requirement itself: the built site's card pages show each picture once.
  it.each(['/', '/product', '/solutions', '/industries'])('%s shows no card picture twice', async (route) => {
    const { page } = await session.open({ width: 1280 });
    await page.goto(route);
    expect(await page.locator('main li img').count(), `${route} has card pictures`).toBeGreaterThan(3);
    expect(await repeatedPictures(page)).toEqual([]);
  });

  // And no page shows a picture twice anywhere in its content, on a phone or a desktop.
  it.each(routesUnderTest().flatMap((route) => [375, 1280].map((width) => [route, width] as const)))(
    '%s at %i px shows no picture twice',
    async (route, width) => {
      const { page } = await session.open({ width });
      await page.goto(route);
      expect(await repeatedPictures(page, VISIBLE_PICTURES)).toEqual([]);
    },
  );
});
