import type { Browser } from 'playwright-core';
import { measureNavigation } from './bench-navigation';
import { medianFcp, prefetchNote, wasFetchedAhead, type NavigationRun } from './bench-navigation-readings';
import { ms, printTable } from './bench-table';
import type { Verdict } from './bench-first-load-targets';

/** Issue 16: the new page's first contentful paint at most this long after the click (loopback, prefetched). */
export const navigationTargetMs = 100;

function prefetched(run: NavigationRun): string {
  if (run.delivery === 'prefetched') return 'yes (prefetch)';
  if (run.delivery === 'prerendered') return 'yes (prerender)';
  return `no (${run.delivery})`;
}

function printRuns(title: string, runs: NavigationRun[]): void {
  printTable(
    title,
    ['run', 'prefetched?', 'FCP after click ms', 'speculation seen before the click'],
    runs.map((run) => [run.run, prefetched(run), ms(run.fcpAfterClickMs), run.speculation]),
  );
  console.log(`median FCP after click: ${ms(medianFcp(runs))} ms`);
  if (runs.some((run) => run.delivery === 'same document')) {
    console.log('(same document: a client-side router handled the click, so there is no new page whose paint to time)');
  }
}

/**
 * From / to /product at 1280 px: hovering the navbar link first (Speculation Rules may fetch it),
 * then the same click with nothing fetched ahead, for comparison. Returns the target's verdict.
 */
export async function runNavigationBench(
  browser: Browser,
  siteUrl: string,
  runs: number,
  route = { from: '/', to: '/product' },
): Promise<Verdict> {
  console.log(`\nNavigation ${route.from} -> ${route.to}: ${runs} run(s) with hover, ${runs} without ...`);
  const hovered = await measureNavigation(browser, { siteUrl, ...route, runs, hover: true });
  printRuns(
    `Navigation ${route.from} -> ${route.to}, Chromium 1280 px, hover on the navbar link until its speculation settles, then click (fresh context per run)`,
    hovered,
  );
  const cold = await measureNavigation(browser, { siteUrl, ...route, runs, hover: false });
  printRuns(`Same click without hover (script click, nothing fetched ahead), for comparison`, cold);

  const median = medianFcp(hovered);
  return {
    ok: hovered.some(wasFetchedAhead) && median <= navigationTargetMs,
    text: `navigation ${route.from} -> ${route.to} with prefetch: FCP ${ms(median)} ms after the click (median, ${prefetchNote(hovered)}; without hover ${ms(medianFcp(cold))} ms) <= ${navigationTargetMs} ms`,
  };
}
