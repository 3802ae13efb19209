import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { outputFileForRoute, pageDocument } from './prerender-html';
import { robotsTxt, sitemapXml } from './prerender-sitemap';

const site = { baseUrl: 'https://www.example.in' };

describe('sitemapXml', () => {
  it('lists every route but the not-found page', () => {
    const routes = ['/', '/about', '/solutions/PalletizingDetails', NOT_FOUND_ROUTE].map((route) => ({ route }));
    const xml = sitemapXml(routes, site);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://www.example.in/</loc>',
      '<loc>https://www.example.in/about</loc>',
      '<loc>https://www.example.in/solutions/PalletizingDetails</loc>',
    ]);
  });

  it("gives an entry's page its lastmod", () => {
    const xml = sitemapXml([{ route: '/' }, { route: '/blogs/first-post', lastmod: '2026-03-14' }], site);
    expect(xml).toContain('<url><loc>https://www.example.in/</loc></url>');
    expect(xml).toContain('<url><loc>https://www.example.in/blogs/first-post</loc><lastmod>2026-03-14</lastmod></url>');
  });
});

describe('robotsTxt', () => {
  it('allows crawling and names the sitemap', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n');
  });
});

describe('outputFileForRoute', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about/index.html'],
    ['/product/smart-robotic-details', 'product/smart-robotic-details/index.html'],
    [NOT_FOUND_ROUTE, '404.html'],
  ])('%s -> dist/%s', (route, file) => expect(outputFileForRoute(route)).toBe(file));
});

describe('pageDocument', () => {
  const parts = {
    headTags: '<title>A $& B</title>',
    inlineCss: 'main{color:red}',
    stylesheets: [],
    appHtml: '<h1>$1</h1>',
  };

  it('writes a page without islands with its CSS inlined and no script or modulepreload at all', () => {
    const html = pageDocument(parts);
    expect(html).toContain('<title>A $& B</title>');
    expect(html).toContain('<style data-inlined-css>main{color:red}</style>');
    expect(html).toContain('<div id="root"><h1>$1</h1></div>');
    expect(html).not.toMatch(/<script|modulepreload/);
  });

  it('gives a page with islands the site data and the runtime after the content, nothing preloaded', () => {
    const html = pageDocument({
      ...parts,
      stylesheets: [{ href: '/assets/a.css', disabled: true }],
      islands: { entry: '/assets/islands.js', site: { name: '</script>' } },
    });
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/a.css" disabled>');
    const body = html.slice(html.indexOf('<body>'));
    expect(body.indexOf('<div id="root">')).toBeLessThan(body.indexOf('<script'));
    expect(body).toContain(
      '<script type="application/json" id="page-island-site">{"name":"\\u003c/script\\u003e"}</script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(body).toContain('<script type="module" crossorigin src="/assets/islands.js"></script>');
  });
});
