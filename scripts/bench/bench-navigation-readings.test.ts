import { describe, expect, it } from 'vitest';
import {
  deliveryOf,
  describeSpeculation,
  fcpAfterClickMs,
  medianFcp,
  prefetchNote,
  speculationState,
  type NavigationReading,
  type SpeculationUpdate,
} from './bench-navigation-readings';

const fromNetwork: NavigationReading = {
  activationStart: 0,
  deliveryType: '',
  transferSize: 5200,
  fcpStartTime: 84,
  sameDocument: false,
};

describe('fcpAfterClickMs', () => {
  it('is the paint time of a freshly loaded page, whose time origin is the click', () => {
    expect(fcpAfterClickMs(fromNetwork)).toBe(84);
  });

  it('subtracts the activation (the click) from a prerendered page and never goes below 0', () => {
    expect(fcpAfterClickMs({ ...fromNetwork, activationStart: 1500, fcpStartTime: 1530 })).toBe(30);
    expect(fcpAfterClickMs({ ...fromNetwork, activationStart: 1500, fcpStartTime: 1200 })).toBe(0);
  });

  it('has no figure when no new document painted or the click stayed in the same document', () => {
    expect(fcpAfterClickMs({ ...fromNetwork, fcpStartTime: null })).toBeNaN();
    expect(fcpAfterClickMs({ ...fromNetwork, sameDocument: true })).toBeNaN();
  });
});

describe('deliveryOf', () => {
  it('tells prerendered, prefetched, cached, network and client-side navigations apart', () => {
    expect(deliveryOf({ ...fromNetwork, activationStart: 900 })).toBe('prerendered');
    expect(deliveryOf({ ...fromNetwork, deliveryType: 'navigational-prefetch', transferSize: 0 })).toBe('prefetched');
    expect(deliveryOf({ ...fromNetwork, deliveryType: 'cache' })).toBe('cache');
    expect(deliveryOf(fromNetwork)).toBe('network');
    expect(deliveryOf({ ...fromNetwork, sameDocument: true })).toBe('same document');
  });
});

describe('speculationState and describeSpeculation', () => {
  const url = 'http://127.0.0.1:4000/product';
  const prefetch = (status: string, reason?: string): SpeculationUpdate => ({
    action: 'prefetch',
    url,
    status,
    reason,
  });
  const prerender = (status: string, reason?: string): SpeculationUpdate => ({
    action: 'prerender',
    url,
    status,
    reason,
  });

  it('is none before anything about the link was reported, and ignores other links', () => {
    expect(speculationState([], url)).toBe('none');
    expect(speculationState([{ action: 'prefetch', url: 'http://127.0.0.1:4000/about', status: 'Ready' }], url)).toBe(
      'none',
    );
    expect(describeSpeculation([], url)).toBe('none');
  });

  it('follows one prefetch from pending to ready, matching /product/ and /product alike', () => {
    expect(speculationState([prefetch('Pending')], url)).toBe('running');
    expect(speculationState([prefetch('Pending'), prefetch('Ready')], `${url}/`)).toBe('ready');
  });

  it('counts a prefetch that succeeded even when the prerender was refused, and names the reason', () => {
    const updates = [prefetch('Running'), prefetch('Ready'), prerender('Failure', 'PrerenderingDisabledByDevTools')];
    expect(speculationState(updates, url)).toBe('ready');
    expect(describeSpeculation(updates, url)).toBe('prefetch ready, prerender failed (PrerenderingDisabledByDevTools)');
  });

  it('is failed only when every attempt failed', () => {
    expect(speculationState([prefetch('Failure', 'PrefetchFailedNon2XX')], url)).toBe('failed');
    expect(speculationState([prefetch('Failure'), prerender('Running')], url)).toBe('running');
  });
});

describe('medianFcp', () => {
  it('takes the median of the runs that produced a figure', () => {
    const run = (fcp: number) => ({ run: 1, speculation: 'none', delivery: 'network' as const, fcpAfterClickMs: fcp });
    expect(medianFcp([run(90), run(Number.NaN), run(40), run(60)])).toBe(60);
    expect(medianFcp([run(Number.NaN)])).toBeNaN();
  });
});

describe('prefetchNote', () => {
  const run = (delivery: 'prefetched' | 'prerendered' | 'network') => ({
    run: 1,
    speculation: 'none',
    delivery,
    fcpAfterClickMs: 50,
  });

  it('says whether the page came from a prefetch or prerender in every run, none, or some', () => {
    expect(prefetchNote([run('prefetched'), run('prerendered')])).toBe('prefetched: yes');
    expect(prefetchNote([run('network'), run('network')])).toBe('prefetched: no');
    expect(prefetchNote([run('prefetched'), run('network'), run('prefetched')])).toBe('prefetched in 2 of 3 runs');
  });
});
