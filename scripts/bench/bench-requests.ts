import type { Browser } from 'playwright-core';

export interface RouteRequests {
  requests: number;
  transferBytes: number;
  /** Requests for JavaScript (a route without islands should make none), and their bytes on the wire. */
  scriptRequests: number;
  scriptTransferBytes: number;
  /** Same-origin script paths requested ('/assets/x.js'), to size them as the build wrote them. */
  scriptPaths: string[];
}

/**
 * What a real first visit costs: every request until the network is idle, and the bytes on the wire.
 * Scripts are counted apart: an island that loads its code only when it is needed does not show in
 * the HTML's references, but does here if the first screen needs it.
 */
export async function countRequests(browser: Browser, url: string, width: number): Promise<RouteRequests> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const finished: Promise<{ bytes: number; script: boolean }>[] = [];
  const scriptPaths: string[] = [];
  const origin = new URL(url).origin;
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (request.resourceType() === 'script' && requested.origin === origin) scriptPaths.push(requested.pathname);
  });
  page.on('requestfinished', (request) =>
    finished.push(
      request.sizes().then(
        (sizes) => ({
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
          script: request.resourceType() === 'script',
        }),
        () => ({ bytes: 0, script: request.resourceType() === 'script' }),
      ),
    ),
  );
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(finished);
    const scripts = sizes.filter((size) => size.script);
    const sum = (list: { bytes: number }[]) => list.reduce((total, size) => total + size.bytes, 0);
    return {
      requests: sizes.length,
      transferBytes: sum(sizes),
      scriptRequests: scripts.length,
      scriptTransferBytes: sum(scripts),
      scriptPaths: [...new Set(scriptPaths)].sort(),
    };
  } finally {
    await context.close();
  }
}
