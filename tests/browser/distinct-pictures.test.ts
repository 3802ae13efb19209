import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createBrowserSession } from './harness/session';

/**
 * No picture shows twice among the cards of a page. A picture is the same when its file is, or when
 * two files hold the same drawing, so the images' contents are compared, not only their addresses.
 */
const session = createBrowserSession();

interface CardPicture {
  card: string;
  src: string;
}

/** The pictures of the page's cards (items of its lists: card grids, benefit lists, carousels), grouped by content. */
async function repeatedPictures(page: Page): Promise<string[]> {
  const pictures: CardPicture[] = await page.locator('main li img').evaluateAll((images) =>
    images.map((image) => ({
      card: image.closest('li')?.querySelector('h2, h3, h4')?.textContent?.trim() ?? '(untitled card)',
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

  // The requirement itself: the built site's card pages show each picture once.
  it.each(['/', '/product', '/solutions', '/industries'])('%s shows no card picture twice', async (route) => {
    const { page } = await session.open({ width: 1280 });
    await page.goto(route);
    expect(await page.locator('main li img').count(), `${route} has card pictures`).toBeGreaterThan(3);
    expect(await repeatedPictures(page)).toEqual([]);
  });
});
