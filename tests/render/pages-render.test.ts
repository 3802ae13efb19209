import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { pageTitle } from '../../src/browser/app/page-title';
import { renderRoute } from '../../src/browser/app/render-route';
import { headTags } from '../../src/build/prerender/prerender-head';
import { fillTemplate } from '../../src/build/prerender/prerender-html';
import { countTags, escapeText } from './support/html';
import { pageEntriesFrom, projectRoot, readSite, urlFor } from './support/page-entries';

const site = readSite();
const pages = pageEntriesFrom(path.join(projectRoot, 'pages'));
const template = readFileSync(path.join(projectRoot, 'index.html'), 'utf8');

describe('every page in pages/ prerenders', () => {
  it.each(pages.map((entry) => [entry.file, entry] as const))('%s', async (_file, entry) => {
    const { html, page, route } = await renderRoute(urlFor(entry.route), pages, site);
    expect(route).toBe(entry.route);
    const document = fillTemplate(template, { head: headTags(page, route, site), appHtml: html });
    expect(document).toContain(`<title>${escapeText(pageTitle(page, site))}</title>`);
    expect(countTags(html, 'h1'), 'exactly one <h1> per page').toBe(1);
    // The shared layout wraps every route.
    expect(countTags(html, 'header')).toBe(1);
    expect(countTags(html, 'main')).toBe(1);
    expect(countTags(html, 'footer')).toBe(1);
  });
});

describe('routing', () => {
  it('renders the not-found page for a path no page claims', async () => {
    const { route } = await renderRoute('/solutions/PickPlaceDetails', pages, site);
    expect(route).toBe(NOT_FOUND_ROUTE);
  });

  it('treats routes case-sensitively, like the static file server', async () => {
    const { route } = await renderRoute('/PRODUCT', pages, site);
    expect(route).toBe(NOT_FOUND_ROUTE);
  });

  it('marks the current section in the navbar but no link on the not-found page', async () => {
    const product = await renderRoute('/product/smart-robotic-details', pages, site);
    // An <a> with both attributes, in either order.
    expect(product.html).toMatch(/<a(?=[^>]*\shref="\/product")[^>]*\saria-current="page"/);
    const notFound = await renderRoute('/product/no-such-product', pages, site);
    expect(notFound.html).not.toContain('aria-current');
  });
});
