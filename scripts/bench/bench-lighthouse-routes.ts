import type { LighthouseMode, LighthouseResult } from './bench-lighthouse';
import { ms, ratio } from './bench-table';

/** Each mode's medians per route, and its static reference. */
export type ModeResults = ReadonlyMap<
  LighthouseMode,
  { ref: LighthouseResult; results: ReadonlyMap<string, LighthouseResult> }
>;

/** The two mobile modes, the ones issue 28 asks performance 100 in: simulated throttling, then devtools. */
const MOBILE_MODES = ['mobile', 'mobile-devtools'] as const;

export const everyRouteHeaders = [
  'route',
  'sim perf',
  'sim LCP ms',
  'sim TBT ms',
  'sim CLS',
  'dev perf',
  'dev LCP ms',
  'dev TBT ms',
  'dev CLS',
  'dev LCP/ref',
];

/** One row per route with both mobile modes side by side ('-' for a mode not run or a run that failed). */
export function everyRouteRows(routes: readonly string[], byMode: ModeResults): (string | number)[][] {
  return routes.map((route) => [
    route,
    ...MOBILE_MODES.flatMap((mode) => {
      const result = byMode.get(mode)?.results.get(route);
      if (!result) return ['-', '-', '-', '-'];
      return [figure(result.performance), ms(result.lcpMs), ms(result.tbtMs), figure(result.cls, 3)];
    }),
    (() => {
      const devtools = byMode.get('mobile-devtools');
      const result = devtools?.results.get(route);
      return result && devtools ? ratio(result.lcpMs, devtools.ref.lcpMs) : '-';
    })(),
  ]);
}

function figure(value: number, digits = 0): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '-';
}

/** Issue 28's target per route: performance 100 in both mobile modes; only judged when both ran. */
export function judgeEveryRoute(routes: readonly string[], byMode: ModeResults): { ok: boolean; text: string }[] {
  const [simulated, devtools] = MOBILE_MODES.map((mode) => byMode.get(mode));
  if (!simulated || !devtools) return [];
  return routes.map((route) => {
    const scores = [simulated, devtools].map(({ results }) => results.get(route)?.performance ?? Number.NaN);
    return {
      ok: scores.every((score) => score === 100),
      text: `${route}: mobile performance 100 in both modes (simulated ${figure(scores[0]!)}, devtools ${figure(scores[1]!)})`,
    };
  });
}
