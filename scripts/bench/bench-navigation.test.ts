import { createServer, type Server } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchChromium } from '../../tests/browser/harness/chromium';
import { measureNavigation } from './bench-navigation';

/**
 * The measurement against a tiny multi-page site of the kind issue 16 builds: full page loads, and
 * Speculation Rules in the `Speculation-Rules` response header that prefetch a link on hover.
 * Today's site navigates client-side, so without this nothing shows the bench works on the new one.
 */
const html = (title: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>@view-transition { navigation: auto; }</style></head>
<body><header><nav><a href="/">Home</a> <a href="/product">Products</a></nav></header>
<main><h1>${title}</h1><p>Conveyors and robots.</p></main></body></html>`;

const requests: { path: string; purpose: string }[] = [];
let server: Server;
let siteUrl = '';
let browser: Browser;

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://site').pathname;
    requests.push({ path, purpose: String(request.headers['sec-purpose'] ?? '') });
    if (path === '/speculation-rules.json') {
      response.writeHead(200, { 'content-type': 'application/speculationrules+json' });
      response.end(JSON.stringify({ prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }] }));
    } else if (path === '/' || path === '/product') {
      response.writeHead(200, { 'content-type': 'text/html', 'speculation-rules': '"/speculation-rules.json"' });
      response.end(html(path === '/' ? 'Home' : 'Products'));
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  if (hasChromium()) browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe.skipIf(!hasChromium())('measureNavigation on a multi-page site with Speculation Rules', () => {
  it('after a hover, the clicked page comes from the prefetch and its paint is timed from the click', async () => {
    const [run] = await measureNavigation(browser, { siteUrl, from: '/', to: '/product', runs: 1, hover: true });
    expect(run?.speculation).toBe('prefetch ready');
    expect(run?.delivery).toBe('prefetched');
    expect(run?.fcpAfterClickMs).toBeGreaterThanOrEqual(0);
    expect(requests).toContainEqual({ path: '/product', purpose: 'prefetch' });
  }, 60_000);

  it('without a hover, nothing is fetched ahead and the page comes from the network', async () => {
    requests.length = 0;
    const [run] = await measureNavigation(browser, { siteUrl, from: '/', to: '/product', runs: 1, hover: false });
    expect(run?.speculation).toBe('none');
    expect(run?.delivery).toBe('network');
    expect(run?.fcpAfterClickMs).toBeGreaterThanOrEqual(0);
    expect(requests.filter((request) => request.path === '/product')).toEqual([{ path: '/product', purpose: '' }]);
  }, 60_000);
});
