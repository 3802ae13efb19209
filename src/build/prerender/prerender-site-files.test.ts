import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { fillTemplate, outputFileForRoute } from './prerender-html';
import { robotsTxt, sitemapXml } from './prerender-sitemap';

const site = { baseUrl: 'https://www.example.in' };

describe('sitemapXml', () => {
  it('lists every route but the not-found page', () => {
    const xml = sitemapXml(['/', '/about', '/solutions/PalletizingDetails', NOT_FOUND_ROUTE], site);
    expect(xml.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://www.example.in/</loc>',
      '<loc>https://www.example.in/about</loc>',
      '<loc>https://www.example.in/solutions/PalletizingDetails</loc>',
    ]);
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

describe('fillTemplate', () => {
  const template = '<html><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';

  it('puts the head tags into <head> and the markup into #root', () => {
    expect(fillTemplate(template, { head: '<title>A $& B</title>', appHtml: '<h1>$1</h1>' })).toBe(
      '<html><head><meta charset="UTF-8" />  <title>A $& B</title>\n  </head><body><div id="root"><h1>$1</h1></div></body></html>',
    );
  });

  it('refuses a template without the root element', () => {
    expect(() => fillTemplate('<html><head></head><body></body></html>', { head: '', appHtml: '' })).toThrow(
      /no <div id="root"><\/div>/,
    );
  });
});
