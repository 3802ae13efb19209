import type { Browser } from 'playwright-core';

export interface RouteRequests {
  requests: number;
  transferBytes: number;
  /** Requests for JavaScript (a route without islands should make none). */
  scriptRequests: number;
}

/** What a real first visit costs: every request until the network is idle, and the bytes on the wire. */
export async function countRequests(browser: Browser, url: string, width: number): Promise<RouteRequests> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  const finished: Promise<number>[] = [];
  let scriptRequests = 0;
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scriptRequests += 1;
  });
  page.on('requestfinished', (request) =>
    finished.push(
      request.sizes().then(
        (sizes) => sizes.responseBodySize + sizes.responseHeadersSize,
        () => 0,
      ),
    ),
  );
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(finished);
    return { requests: sizes.length, transferBytes: sizes.reduce((sum, size) => sum + size, 0), scriptRequests };
  } finally {
    await context.close();
  }
}
