import { afterAll, describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { isInteractiveBlock } from '../../src/browser/blocks/registry';
import type { BlockType } from '../../src/browser/blocks/block-types';
import { carouselNamed, freezeClock, selectedSlide } from './harness/carousel';
import { watchLayoutShift } from './harness/layout-shift';
import { createBrowserSession } from './harness/session';
import { repoRoot } from './harness/repo-root';
import { startDevServer, type DevServer } from '../../src/build/dev/dev-server';
import { blocksOf, loadPages, pageFor } from './harness/site-data';
import { routesUnderTest } from './harness/site-routes';
import { enhancedIslands } from '../../src/browser/islands/enhanced-islands';

const session = createBrowserSession();
const pages = loadPages();
const islandTypesOf = (route: string) =>
  [...new Set(pageFor(route).blocks.map((block) => block.type as BlockType))].filter(isInteractiveBlock);
const staticRoutes = [...routesUnderTest(), NOT_FOUND_ROUTE].filter((route) => islandTypesOf(route).length === 0);
const islandRoutes = routesUnderTest().filter((route) => islandTypesOf(route).length > 0);
const urlOf = (route: string) => (route === NOT_FOUND_ROUTE ? '/zz-no-such-page' : route);

/** Every request of one type (script, stylesheet) the page made, by path. */
function record(page: Page, type: string): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === type) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}
const recordScripts = (page: Page) => record(page, 'script');

/** Holds every request whose path matches until `release()`: the island's code "on a slow network". */
async function holdRequests(page: Page, pattern: RegExp): Promise<{ release(): void; held(): number }> {
  const waiting: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void waiting.push(route)));
  return {
    held: () => waiting.length,
    release() {
      released = true;
      for (const route of waiting.splice(0)) void route.continue();
    },
  };
}

const hydrated = (page: Page, type: string) =>
  page.locator(`page-island[data-block="${type}"]`).first().getAttribute('data-hydrated');

describe('pages without an island', () => {
  it('covers the routes the issue names', () => {
    for (const route of ['/about', '/industries', '/solutions', '/careers', '/blogs', '/policies', NOT_FOUND_ROUTE]) {
      if (pages.has(route)) expect(staticRoutes, route).toContain(route);
    }
  });

  it.each(staticRoutes)('%s has no <script>, no modulepreload and loads no JavaScript', async (route) => {
    const { page, problems } = await session.open({ documentStatus: route === NOT_FOUND_ROUTE ? 404 : undefined });
    const scripts = recordScripts(page);
    await page.goto(urlOf(route));
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    // JSON-LD (`application/ld+json`) is data for search engines: browsers never run it.
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBe(0);
    expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
    expect(await page.locator('page-island').count()).toBe(0);
    expect(problems.list()).toEqual([]);
  });
});

describe('pages with islands', () => {
  it.each(islandRoutes)(
    '%s hydrates every island, each on its own, with no layout shift and no static block’s code',
    async (route) => {
      const { page, problems } = await session.open();
      // Carousels stand still (their autoplay timers never fire), so whatever moves is layout.
      await freezeClock(page);
      const scripts = recordScripts(page);
      const stylesheets = record(page, 'stylesheet');
      const layoutShift = await watchLayoutShift(page);
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      // Below-the-fold islands wake as the visitor scrolls near them.
      for (const island of await page.locator('page-island').all()) {
        // (scrollIntoViewIfNeeded would wait for a moving carousel to stand still.)
        await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
        await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true');
      }
      // Known issue (closing note of issue 16): an intermittent 0.0595 shift on / in CI, not found yet.
      expect(await layoutShift(), 'CLS').toBeLessThan(0.1);
      // The page's CSS is inlined: an island's code arriving fetches none (it would reorder the cascade).
      expect(stylesheets).toEqual([]);
      expect(await page.locator('script[type="module"]').count(), 'one module script').toBe(1);
      const staticBlocks = pageFor(route)
        .blocks.map((block) => block.type as BlockType)
        .filter((type) => !isInteractiveBlock(type));
      for (const type of new Set(staticBlocks)) {
        const folder = type.charAt(0).toUpperCase() + type.slice(1);
        expect(
          scripts.filter((script) => script.startsWith(`/assets/${folder}-`)),
          `${type} code`,
        ).toEqual([]);
      }
      expect(problems.list()).toEqual([]);
    },
  );

  it('wakes an island below the fold only when the visitor comes near it', async () => {
    const { page } = await session.open({ width: 1280, height: 800 });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect.poll(() => hydrated(page, 'heroCarousel')).toBe('true');
    expect(await hydrated(page, 'newsCarousel'), 'the news carousel far below waits').toBeNull();
    await page
      .locator('page-island[data-block="newsCarousel"]')
      .evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
    await expect.poll(() => hydrated(page, 'newsCarousel')).toBe('true');
  });
});

describe('pages whose islands are all carousels', () => {
  const carouselRoutes = islandRoutes.filter((route) =>
    islandTypesOf(route).every((type) => Object.hasOwn(enhancedIslands, type)),
  );

  it('include Home and /customer', () => {
    expect(carouselRoutes).toEqual(expect.arrayContaining(['/', '/customer']));
  });

  it.each(carouselRoutes)('%s wakes every carousel without loading React DOM', async (route) => {
    const { page, problems } = await session.open({ width: 1280 });
    await freezeClock(page);
    const scripts = recordScripts(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    for (const island of await page.locator('page-island').all()) {
      await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
      await expect.poll(() => island.getAttribute('data-hydrated')).toBe('true');
    }
    await page.waitForLoadState('networkidle');
    expect(scripts.length, 'the runtime and the carousels’ code').toBeGreaterThan(1);
    expect(scripts.filter((script) => /\/assets\/(hydrate-island|react-dom|jsx-runtime)-/.test(script))).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});

describe('a press before the island has hydrated', () => {
  const [hero] = blocksOf(pageFor('/'), 'heroCarousel');
  if (!hero) throw new Error('Home lost its hero carousel');

  it('is not lost: the hero’s Pause button, pressed while its code is still on the way, still pauses it', async () => {
    const { page, problems } = await session.open({ width: 1280 });
    // The carousels' code on the site (they wake without React: src/browser/islands/enhanced-islands.ts).
    const code = await holdRequests(page, /\/assets\/enhance-carousels-[^/]+\.js$/);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const carousel = carouselNamed(page, hero.heading);
    const heroIsland = page.locator('page-island[data-block="heroCarousel"]');
    await heroIsland.getByRole('button', { name: 'Pause the slide show' }).click();
    // The island's code was requested, and is held.
    await expect.poll(() => code.held()).toBeGreaterThan(0);
    expect(await hydrated(page, 'heroCarousel')).toBeNull();

    code.release();
    await expect.poll(() => hydrated(page, 'heroCarousel')).toBe('true');
    await expect.poll(() => heroIsland.getByRole('button', { name: 'Play the slide show' }).count()).toBe(1);
    expect(await selectedSlide(carousel)).toBe(0);
    expect(problems.list()).toEqual([]);
  });

  it('is not lost: a brochure’s Download, pressed before the list has hydrated, opens the details form', async () => {
    const route = [...pages.keys()].find((candidate) => islandTypesOf(candidate).includes('downloadList'));
    if (!route) throw new Error('no page has a download list');
    const { page, problems } = await session.open({ width: 1280 });
    const code = await holdRequests(page, /\/assets\/DownloadList-[^/]+\.js$/);
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('button', { name: /^download/i })
      .first()
      .click();
    await expect.poll(() => code.held()).toBeGreaterThan(0);
    expect(await page.getByRole('dialog').count()).toBe(0);

    code.release();
    await expect.poll(() => page.getByRole('dialog', { name: 'Enter Your Details' }).isVisible()).toBe(true);
    expect(problems.list()).toEqual([]);
  });
});

describe('npm run dev', () => {
  let dev: DevServer | undefined;
  afterAll(async () => {
    await dev?.close();
  });

  it('shows what visitors get: server HTML, the islands hydrating on their own, no hydration warning', async () => {
    dev = await startDevServer({ root: repoRoot, port: 0, host: '127.0.0.1' });
    const { page, problems } = await session.open({ width: 1280, baseURL: dev.url });
    const response = await page.goto('/customer');
    expect(response?.status()).toBe(200);
    for (const island of await page.locator('page-island').all()) {
      await island.evaluate((element) => element.firstElementChild?.scrollIntoView({ block: 'center' }));
      await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('true');
    }
    expect(await page.locator('page-island').count()).toBe(islandTypesOf('/customer').length);
    expect(problems.list()).toEqual([]);
  }, 90_000);
});
