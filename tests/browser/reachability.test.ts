import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { outputFileForRoute } from '../../src/build/prerender/prerender-html';
import { createBrowserSession } from './harness/session';
import { siteRoutes } from './harness/site-routes';

const session = createBrowserSession();
const distDir = inject('distDir');

/** The site-internal routes one built page links to: its <a href>s, without fragment, query or trailing slash. */
function linkedRoutes(html: string, siteUrl: string): string[] {
  const routes = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map(([, href = '']) => {
    const url = new URL(href.replace(/&amp;/g, '&'), `${siteUrl}/`);
    if (url.origin !== new URL(siteUrl).origin) return undefined;
    return url.pathname.replace(/(.)\/$/, '$1');
  });
  return [...new Set(routes.filter((route): route is string => route !== undefined))];
}

/** Every route a visitor reaches from / by following links in the built HTML (breadth first). */
function reachableFrom(start: string): Set<string> {
  const known = new Set(siteRoutes);
  const reached = new Set([start]);
  const queue = [start];
  for (let route = queue.shift(); route !== undefined; route = queue.shift()) {
    const html = readFileSync(path.join(distDir, outputFileForRoute(route)), 'utf8');
    for (const next of linkedRoutes(html, 'http://site.invalid')) {
      if (known.has(next) && !reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached;
}

describe('reachability', () => {
  it('reads a page’s internal links, whatever form the href takes', () => {
    const html =
      '<a href="/customer">a</a><a class="x" href="/blogs/#top">b</a><a href="https://elsewhere.example/x">c</a><a href="http://site.invalid/about?x=1&amp;y=2">d</a><link href="/nope">';
    expect(linkedRoutes(html, 'http://site.invalid')).toEqual(['/customer', '/blogs', '/about']);
  });

  it('every page of the built site is reached by following links from /', () => {
    const unreached = siteRoutes.filter((route) => !reachableFrom('/').has(route));
    expect(unreached).toEqual([]);
  });

  // The navbar and footer are the spec's; these two pages are linked from what the visitor reads.
  describe.each([375, 1280])('on / at %i px', (width) => {
    it.each(['/customer', '/blogs'])('the page content shows a link to %s', async (route) => {
      const { page } = await session.open({ width });
      await page.goto('/');
      const link = page.locator(`main a[href="${route}"]`).first();
      await link.scrollIntoViewIfNeeded();
      await expect.poll(() => link.isVisible()).toBe(true);
      const box = await link.boundingBox();
      expect(box, 'the link has a size on screen').not.toBeNull();
      expect(box!.width).toBeGreaterThan(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
  });
});
