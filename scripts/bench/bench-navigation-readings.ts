import { median } from './bench-median';

/**
 * Pure helpers of the navigation measurement (bench-navigation.ts): how the browser got the page
 * it navigated to, and how long after the click it showed content.
 */

/** What the new document says about itself right after the click (read in the page). */
export interface NavigationReading {
  /** PerformanceNavigationTiming.activationStart: > 0 when a prerendered page was activated. */
  activationStart: number;
  /** PerformanceNavigationTiming.deliveryType: 'navigational-prefetch', 'cache' or ''. */
  deliveryType: string;
  transferSize: number;
  /** The 'first-contentful-paint' entry's startTime, or null if the document never painted content. */
  fcpStartTime: number | null;
  /** True when the click did not load a new document (a client-side router handled it). */
  sameDocument: boolean;
}

export type Delivery = 'prerendered' | 'prefetched' | 'cache' | 'network' | 'same document';

export function deliveryOf(reading: NavigationReading): Delivery {
  if (reading.sameDocument) return 'same document';
  if (reading.activationStart > 0) return 'prerendered';
  if (reading.deliveryType === 'navigational-prefetch') return 'prefetched';
  if (reading.deliveryType === 'cache') return 'cache';
  return 'network';
}

/**
 * Milliseconds from the click to the new page's first contentful paint. A new document's time origin
 * is its navigation start, which a click starts; a prerendered page's time origin is when the
 * prerender began, so its activation (the click) is subtracted, and a page that painted before it
 * was shown counts as shown at once. NaN when no new document painted.
 */
export function fcpAfterClickMs(reading: NavigationReading): number {
  if (reading.sameDocument || reading.fcpStartTime === null) return Number.NaN;
  return Math.max(0, reading.fcpStartTime - reading.activationStart);
}

/** A speculation attempt as Chromium's DevTools protocol reports it (Preload and Network domains). */
export interface SpeculationUpdate {
  action: 'prefetch' | 'prerender';
  url: string;
  /** Chromium's PreloadingStatus ('Pending', 'Running', 'Ready', 'Success', 'Failure', 'NotSupported'). */
  status: string;
  /** Chromium's reason (PrefetchStatus, PrerenderFinalStatus or a network error), when it gives one. */
  reason?: string;
}

export type SpeculationState = 'none' | 'running' | 'ready' | 'failed';

function pathOf(url: string): string {
  const pathname = new URL(url, 'http://site').pathname;
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
}

function stateOf(status: string): SpeculationState {
  if (status === 'Ready' || status === 'Success') return 'ready';
  if (status === 'Failure' || status === 'NotSupported') return 'failed';
  return 'running';
}

/** The latest update of each kind of speculative load of `url` (prefetch, prerender). */
function latestByAction(updates: readonly SpeculationUpdate[], url: string): SpeculationUpdate[] {
  const latest = new Map<string, SpeculationUpdate>();
  for (const update of updates) if (pathOf(update.url) === pathOf(url)) latest.set(update.action, update);
  return [...latest.values()];
}

/**
 * Where the browser's speculative loads of `url` stand: ready if any is (a prerender refused while its
 * prefetch succeeded still leaves a prefetched page), else running if any is, else failed or none.
 */
export function speculationState(updates: readonly SpeculationUpdate[], url: string): SpeculationState {
  const states = latestByAction(updates, url).map((update) => stateOf(update.status));
  for (const state of ['ready', 'running', 'failed'] as const) if (states.includes(state)) return state;
  return 'none';
}

/** 'prefetch ready, prerender failed (PrerenderingDisabledByDevTools)' or 'none'. */
export function describeSpeculation(updates: readonly SpeculationUpdate[], url: string): string {
  const latest = latestByAction(updates, url);
  if (latest.length === 0) return 'none';
  return latest
    .map((update) => {
      const state = stateOf(update.status);
      return `${update.action} ${state}${state === 'failed' && update.reason ? ` (${update.reason})` : ''}`;
    })
    .join(', ');
}

export interface NavigationRun {
  run: number;
  /** What the protocol saw before the click, e.g. 'prefetch ready' or 'none'. */
  speculation: string;
  delivery: Delivery;
  fcpAfterClickMs: number;
}

/** The median over the runs that produced a figure (NaN if none did). */
export function medianFcp(runs: readonly NavigationRun[]): number {
  return median(runs.map((run) => run.fcpAfterClickMs));
}

export function wasFetchedAhead(run: NavigationRun): boolean {
  return run.delivery === 'prefetched' || run.delivery === 'prerendered';
}

/** 'prefetched: yes', 'prefetched: no', or 'prefetched in 2 of 3 runs'. */
export function prefetchNote(runs: readonly NavigationRun[]): string {
  const ahead = runs.filter(wasFetchedAhead).length;
  if (ahead === runs.length && ahead > 0) return 'prefetched: yes';
  if (ahead === 0) return 'prefetched: no';
  return `prefetched in ${ahead} of ${runs.length} runs`;
}
