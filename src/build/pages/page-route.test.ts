import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { pageFileOfRoute, pageFileProblem, reservedPageAddress, routeOfPageFile } from './page-route';

describe('routeOfPageFile: the file path is the route', () => {
  it.each([
    ['pages/index.json', '/'],
    ['pages/not-found.json', NOT_FOUND_ROUTE],
    ['pages/about.json', '/about'],
    ['pages/product/smart-robotic-details.json', '/product/smart-robotic-details'],
    ['pages/solutions/PalletizingDetails.json', '/solutions/PalletizingDetails'],
    ['pages/product/not-found.json', '/product/not-found'],
  ])('%s -> %s', (file, route) => {
    expect(routeOfPageFile(file)).toBe(route);
    expect(pageFileOfRoute(route)).toBe(file);
  });

  it('throws for a file that cannot be a route, naming the file', () => {
    expect(() => routeOfPageFile('pages/About Us.json')).toThrow(/^pages\/About Us\.json cannot be a route/);
  });
});

describe('pageFileProblem', () => {
  it.each([
    ['pages/About Us.json', 'rename it to pages/About-Us.json'],
    ['pages/product/vacuum grippers (new).json', 'rename it to pages/product/vacuum-grippers-new.json'],
    ['pages/spare parts/grippers.json', 'rename it to pages/spare-parts/grippers.json'],
    ['pages/product/index.json', "name this file pages/product.json for the route '/product'"],
  ])('%s: says which name to use (%s)', (file, fix) => {
    expect(pageFileProblem(file)).toContain(fix);
  });

  it('suggests no name when nothing of the old one is usable', () => {
    expect(pageFileProblem('pages/é.json')).toBe(
      "cannot be a route: folder and file names under pages/ use only letters, digits, '.', '_' and '-' (no spaces)",
    );
  });
});

describe('reservedPageAddress: a page left at an address the site keeps', () => {
  it.each([
    ['pages/robots.txt.json', '/robots.txt'],
    ['pages/blogs/feed.xml.json', '/blogs/feed.xml'],
    ['pages/about-us.html.json', '/about-us.html'],
    ['pages/admin/x.json', '/admin/x'],
    ['pages/images.json', '/images'],
  ])('%s is at %s', (file, address) => {
    expect(reservedPageAddress(file)).toBe(address);
  });

  it.each(['pages/about.json', 'pages/index.json', 'pages/About Us.json', 'pages/admin/index.json', 'site.json'])(
    '%s is not one',
    (file) => {
      expect(reservedPageAddress(file)).toBeUndefined();
    },
  );
});
