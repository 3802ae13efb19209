import { describe, expect, it } from 'vitest';
import type { LighthouseMode, LighthouseResult } from './bench-lighthouse';
import { everyRouteHeaders, everyRouteRows, judgeEveryRoute, type ModeResults } from './bench-lighthouse-routes';

function result(performance: number, lcpMs: number): LighthouseResult {
  return {
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs,
    tbtMs: 12,
    cls: 0,
    transferBytes: 50_000,
    failedAudits: [],
  };
}

const byMode: ModeResults = new Map<LighthouseMode, { ref: LighthouseResult; results: Map<string, LighthouseResult> }>([
  [
    'mobile',
    {
      ref: result(100, 900),
      results: new Map([
        ['/', result(100, 1200)],
        ['/blogs/a-post', result(99, 2100)],
      ]),
    },
  ],
  [
    'mobile-devtools',
    {
      ref: result(100, 1000),
      results: new Map([
        ['/', result(100, 1100)],
        ['/blogs/a-post', result(100, 1000)],
      ]),
    },
  ],
]);

describe('everyRouteRows', () => {
  it('puts both mobile modes of a route on one row, with the devtools LCP against the reference', () => {
    const rows = everyRouteRows(['/', '/blogs/a-post'], byMode);
    expect(rows[0]).toHaveLength(everyRouteHeaders.length);
    expect(rows).toEqual([
      ['/', '100', '1200', '12', '0.000', '100', '1100', '12', '0.000', '1.10x'],
      ['/blogs/a-post', '99', '2100', '12', '0.000', '100', '1000', '12', '0.000', '1.00x'],
    ]);
  });

  it('shows a mode that was not run as dashes', () => {
    const onlySimulated: ModeResults = new Map([['mobile', byMode.get('mobile')!]]);
    expect(everyRouteRows(['/'], onlySimulated)[0]).toEqual([
      '/',
      '100',
      '1200',
      '12',
      '0.000',
      '-',
      '-',
      '-',
      '-',
      '-',
    ]);
  });
});

describe('judgeEveryRoute', () => {
  it('meets a route only with 100 in both mobile modes', () => {
    expect(judgeEveryRoute(['/', '/blogs/a-post'], byMode)).toEqual([
      { ok: true, text: '/: mobile performance 100 in both modes (simulated 100, devtools 100)' },
      { ok: false, text: '/blogs/a-post: mobile performance 100 in both modes (simulated 99, devtools 100)' },
    ]);
  });

  it('judges nothing unless both modes ran', () => {
    expect(judgeEveryRoute(['/'], new Map([['mobile', byMode.get('mobile')!]]))).toEqual([]);
  });
});
