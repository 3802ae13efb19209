import type { Browser, CDPSession, Page } from 'playwright-core';
import {
  deliveryOf,
  describeSpeculation,
  fcpAfterClickMs,
  speculationState,
  type NavigationReading,
  type NavigationRun,
  type SpeculationState,
  type SpeculationUpdate,
} from './bench-navigation-readings';

/**
 * Issue 16's navigation figure: from a page, click a navbar link and time the new page's first
 * contentful paint after the click, in Chromium at 1280 px, each run in a fresh context (empty
 * cache). With `hover`, the pointer rests on the link first so Speculation Rules (moderate
 * eagerness: hover) can prefetch or prerender it; without, the link is clicked by a script event,
 * with no pointer over it, so nothing is fetched ahead. Whether the browser really prefetched is
 * read from the new page itself (activationStart, deliveryType), never assumed.
 */
export interface NavigationOptions {
  siteUrl: string;
  from: string;
  to: string;
  runs: number;
  hover: boolean;
  onRun?: (run: NavigationRun) => void;
}

/** After the hover: stop waiting once a speculation finished, or when none started within this time. */
const noSpeculationAfterMs = 1000;
const speculationTimeoutMs = 4000;

/**
 * Speculative loads of the page: Chromium's Preload domain reports prefetch and prerender
 * attempts; the Network domain's speculative requests (Sec-Purpose: prefetch) back it up.
 */
async function recordSpeculation(cdp: CDPSession): Promise<SpeculationUpdate[]> {
  const updates: SpeculationUpdate[] = [];
  const speculativeRequests = new Map<string, string>();
  cdp.on('Preload.prefetchStatusUpdated', (event) =>
    updates.push({ action: 'prefetch', url: event.prefetchUrl, status: event.status, reason: event.prefetchStatus }),
  );
  cdp.on('Preload.prerenderStatusUpdated', (event) =>
    updates.push({ action: 'prerender', url: event.key.url, status: event.status, reason: event.prerenderStatus }),
  );
  cdp.on('Network.requestWillBeSent', (event) => {
    const purpose = Object.entries(event.request.headers).find(([name]) => /^sec-purpose$/i.test(name))?.[1];
    if (!/prefetch/i.test(String(purpose ?? ''))) return;
    speculativeRequests.set(event.requestId, event.request.url);
    updates.push({ action: 'prefetch', url: event.request.url, status: 'Running' });
  });
  cdp.on('Network.loadingFinished', (event) => {
    const url = speculativeRequests.get(event.requestId);
    if (url) updates.push({ action: 'prefetch', url, status: 'Ready' });
  });
  cdp.on('Network.loadingFailed', (event) => {
    const url = speculativeRequests.get(event.requestId);
    if (url) updates.push({ action: 'prefetch', url, status: 'Failure', reason: event.errorText });
  });
  await cdp.send('Network.enable');
  // Preload is an experimental domain: a Chromium without it still gives the Network events.
  await cdp.send('Preload.enable').catch(() => undefined);
  return updates;
}

async function waitForSpeculation(updates: SpeculationUpdate[], url: string): Promise<SpeculationState> {
  const started = Date.now();
  for (;;) {
    const state = speculationState(updates, url);
    const waited = Date.now() - started;
    if (state === 'ready' || state === 'failed') return state;
    if (state === 'none' && waited >= noSpeculationAfterMs) return state;
    if (waited >= speculationTimeoutMs) return state;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// A string, not a function: tsx would add helpers to a serialised function that the page lacks.
const readNavigationScript = `new Promise((resolve) => {
  const read = () => {
    const nav = performance.getEntriesByType('navigation')[0] || {};
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      timeOrigin: performance.timeOrigin,
      activationStart: nav.activationStart || 0,
      deliveryType: nav.deliveryType || '',
      transferSize: nav.transferSize || 0,
      fcpStartTime: fcp ? fcp.startTime : null,
    };
  };
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve(read());
  const observer = new PerformanceObserver(() => { observer.disconnect(); resolve(read()); });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => { observer.disconnect(); resolve(read()); }, 5000);
})`;

type RawReading = Omit<NavigationReading, 'sameDocument'> & { timeOrigin: number };

async function readNavigation(page: Page, previousTimeOrigin: number): Promise<NavigationReading> {
  const raw = (await page.evaluate(readNavigationScript)) as RawReading;
  const { timeOrigin, ...reading } = raw;
  return { ...reading, sameDocument: timeOrigin === previousTimeOrigin };
}

function pathIs(url: URL, route: string): boolean {
  return url.pathname.replace(/(.)\/$/, '$1') === route;
}

async function measureOnce(browser: Browser, options: NavigationOptions, run: number): Promise<NavigationRun> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const updates = await recordSpeculation(await context.newCDPSession(page));
    await page.goto(`${options.siteUrl}${options.from}`, { waitUntil: 'load' });
    const link = page.getByRole('banner').locator(`a[href="${options.to}"]`).filter({ visible: true }).first();
    const timeOrigin = (await page.evaluate('performance.timeOrigin')) as number;
    if (options.hover) {
      await link.hover();
      await waitForSpeculation(updates, options.to);
      await link.click();
    } else {
      // A script click: no pointer over the link, so no hover or pointerdown starts a speculation.
      await link.dispatchEvent('click');
    }
    const speculation = describeSpeculation(updates, options.to);
    await page.waitForURL((url) => pathIs(url, options.to), { waitUntil: 'commit' });
    const reading = await readNavigation(page, timeOrigin);
    return { run, speculation, delivery: deliveryOf(reading), fcpAfterClickMs: fcpAfterClickMs(reading) };
  } finally {
    await context.close();
  }
}

export async function measureNavigation(browser: Browser, options: NavigationOptions): Promise<NavigationRun[]> {
  const results: NavigationRun[] = [];
  for (let run = 1; run <= options.runs; run += 1) {
    const result = await measureOnce(browser, options, run);
    options.onRun?.(result);
    results.push(result);
  }
  return results;
}
