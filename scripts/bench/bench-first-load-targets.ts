import type { FirstLoad } from './bench-first-load';
import { kb } from './bench-table';

/**
 * Issue 16 allows "at most 80 KB gzip" of first-load JavaScript on a route with islands. KB is read
 * as KiB (80 * 1024 = 81,920 bytes), the larger reading, and both bytes and KiB are printed so a
 * reader who means 80,000 bytes can judge too.
 */
export const islandJsLimitBytes = 80 * 1024;

export interface Verdict {
  ok: boolean;
  text: string;
}

export function bytes(count: number): string {
  return `${count.toLocaleString('en-US')} B`;
}

/**
 * First-load JS of one route: gzip of the files plus the inline script code in its HTML, counted
 * uncompressed (it travels inside the HTML's gzip; counting it whole errs on the strict side).
 */
export function firstLoadJsBytes(load: FirstLoad): number {
  return load.jsGzipBytes + load.inlineJsBytes;
}

/** What a real first visit (until the network is idle) fetched in JavaScript. */
export interface VisitScripts {
  requests: number;
  /** Gzip bytes of those script files as the build wrote them (comparable with the HTML's own count). */
  gzipBytes: number;
}

/**
 * A route without islands must load no JavaScript at all: no file, no inline code, and (when a real
 * visit was made) no script request. A route with islands may load up to the limit, counting the
 * larger of what its HTML references and what a visit fetched: code that islands load once they
 * wake (after load, when idle) is still part of the first visit.
 */
export function judgeFirstLoad(load: FirstLoad, islands: readonly string[], visit?: VisitScripts): Verdict {
  const js = firstLoadJsBytes(load);
  const inline = load.inlineJsBytes > 0 ? ` (incl. ${bytes(load.inlineJsBytes)} inline)` : '';
  if (islands.length === 0) {
    const requests = visit?.requests ? `, ${visit.requests} script request(s) on a real visit` : '';
    return {
      ok: js === 0 && !visit?.requests,
      text: `${load.route}: no island, first-load JS ${bytes(js)}${inline}${requests} = 0 B`,
    };
  }
  const counted = Math.max(js, visit?.gzipBytes ?? 0);
  const visited = visit ? `; a visit fetched ${bytes(visit.gzipBytes)} gzip in ${visit.requests} script(s)` : '';
  return {
    ok: counted <= islandJsLimitBytes,
    text: `${load.route}: islands ${islands.join(', ')}: first-load JS ${bytes(js)} gzip${inline}${visited}; ${kb(counted)} KiB <= 80 KiB (${bytes(islandJsLimitBytes)})`,
  };
}
