import type { BrowserContext } from 'playwright-core';

/**
 * Answers every request that leaves the site under test: a frame (the Google map) gets a blank
 * stand-in page, anything else is refused. Test machines have no internet, and how a dead host
 * fails differs between them (a fast DNS error, an error page, a hang until timeout), so without
 * this what Tab meets inside the map frame and when the page's load event fires would depend on
 * the machine.
 */
export async function standInForThirdParty(context: BrowserContext, baseUrl: string): Promise<void> {
  const siteOrigin = new URL(baseUrl).origin;
  await context.route(
    (url) => url.origin !== siteOrigin && url.protocol.startsWith('http'),
    (route) => {
      const request = route.request();
      if (request.resourceType() !== 'document') return route.abort('blockedbyclient');
      const host = new URL(request.url()).host;
      return route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: `<!doctype html><title>Stand-in for ${host}</title><p>Third-party content is not loaded in tests.</p>`,
      });
    },
  );
}
