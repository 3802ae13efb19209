import { afterAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { pageTitle } from '../../src/browser/app/page-title';
import { renderRoute } from '../../src/browser/app/render-route';
import { headTags } from '../../src/build/prerender/prerender-head';
import { pageDocument } from '../../src/build/prerender/prerender-html';
import { isInteractiveBlock } from '../../src/browser/blocks/registry';
import { countTags, escapeText } from './support/html';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { fixtureSite } from './support/fixture-site';
import { urlFor } from './support/page-entries';

/**
 * The base fixture (a home page with islands, a static about page, the not-found page) plus a page
 * in the about section, for the navbar's current-section mark. The live pages are rendered by the
 * build, which `npm test` runs; here the engine's guarantees are proved on content no author edits.
 */
const fixture = fixtureSite(
  {
    'pages/about/history.json': {
      $schema: '../../schemas/page.schema.json',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      title: 'Our history',
      description: 'Twenty years of building palletizing cells and conveyors for plants across India.',
      blocks: [{ type: 'section', heading: 'Our history', headingLevel: 1, paragraphs: ['Founded in Pune in 2006.'] }],
    },
  },
  // Without the fixture's Home link: a nav link to '/' is the section of every route.
  (data) => {
    data.nav.links = data.nav.links.filter((link: { href: string }) => link.href !== '/');
  },
);
afterAll(() => fixture.remove());
const { pages, site } = fixture;

describe('every page prerenders', () => {
  it.each(pages.map((entry) => [entry.file, entry] as const))('%s', async (_file, entry) => {
    const { html, page, route, islandTypes } = await renderRoute(urlFor(entry.route), pages, site);
    expect(route).toBe(entry.route);
    const document = pageDocument({
      headTags: headTags(page, route, site),
      inlineCss: '',
      stylesheets: [],
      appHtml: html,
    });
    expect(document).toContain(`<title>${escapeText(pageTitle(page, site))}</title>`);
    expect(countTags(html, 'h1'), 'exactly one <h1> per page').toBe(1);
    // The shared layout wraps every route.
    expect(countTags(html, 'header')).toBe(1);
    expect(countTags(html, 'main')).toBe(1);
    expect(countTags(html, 'footer')).toBe(1);
    // Every interactive block, and nothing else, is an island.
    const interactive = page.blocks.filter((block) => isInteractiveBlock(block.type));
    expect(countTags(html, 'page-island')).toBe(interactive.length);
    expect(islandTypes).toEqual([...new Set(interactive.map((block) => block.type))]);
  });
});

describe('islands', () => {
  it('carry their block data and their own server HTML, with useId values prefixed per island', async () => {
    const { html } = await renderRoute('/', pages, site);
    const home = await renderRoute('/', pages, site);
    const markers = [...html.matchAll(/<page-island data-block="(\w+)" data-index="(\d+)" data-props="([^"]*)">/g)];
    expect(markers.map(([, type]) => type)).toEqual(
      home.page.blocks.filter((block) => isInteractiveBlock(block.type)).map((block) => block.type),
    );
    for (const [, type, index, props] of markers) {
      const block = JSON.parse(
        props!
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&'),
      ) as { type: string };
      expect(block).toEqual(home.page.blocks[Number(index)]);
      expect(type).toBe(block.type);
    }
    // The hero carousel's heading id comes from useId inside its island: prefixed with its position.
    expect(html).toMatch(/id="_b0-R_\w+_"/);
  });

  it('leave a page of static blocks as plain HTML', async () => {
    const { html, islandTypes } = await renderRoute('/about', pages, site);
    expect(islandTypes).toEqual([]);
    expect(html).not.toContain('page-island');
  });
});

describe('routing', () => {
  it('renders the not-found page for a path no page claims', async () => {
    const { route } = await renderRoute('/solutions/no-such-page', pages, site);
    expect(route).toBe(NOT_FOUND_ROUTE);
  });

  it('treats routes case-sensitively, like the static file server', async () => {
    const { route } = await renderRoute('/ABOUT', pages, site);
    expect(route).toBe(NOT_FOUND_ROUTE);
  });

  it('marks the current section in the navbar but no link on the not-found page', async () => {
    const history = await renderRoute('/about/history', pages, site);
    // An <a> with both attributes, in either order.
    expect(history.html).toMatch(/<a(?=[^>]*\shref="\/about")[^>]*\saria-current="page"/);
    const notFound = await renderRoute('/about/no-such-page', pages, site);
    expect(notFound.html).not.toContain('aria-current');
  });
});
