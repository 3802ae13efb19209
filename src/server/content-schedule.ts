import { servedFileReader } from './served-file.ts';

/** Written by the build (src/build/prerender/content-schedule.ts) beside the pages; never served. */
export const CONTENT_SCHEDULE_FILE = '_content-schedule.json';

/** The served site's schedule: when it must be built again, and the addresses of expired entries. */
export interface ServedSchedule {
  nextChange: Date | undefined;
  /** Without a trailing slash. */
  gone: ReadonlySet<string>;
}

const NOTHING: ServedSchedule = { nextChange: undefined, gone: new Set() };

/** The file's JSON, forgiving: a field of the wrong shape counts as absent (an older build has no file at all). */
export function parseContentSchedule(text: string): ServedSchedule {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return NOTHING;
  }
  if (!data || typeof data !== 'object') return NOTHING;
  const { nextChange, gone } = data as { nextChange?: unknown; gone?: unknown };
  const moment = typeof nextChange === 'string' ? new Date(nextChange) : undefined;
  const routes = Array.isArray(gone) ? gone.filter((route): route is string => typeof route === 'string') : [];
  return {
    nextChange: moment && !Number.isNaN(moment.getTime()) ? moment : undefined,
    gone: new Set(routes.map(withoutTrailingSlash)),
  };
}

/** '/careers/current-openings/x/' and '/careers/current-openings/x' are one address. */
export const withoutTrailingSlash = (pathname: string) =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The schedule of the site being served, re-read when a rebuild or a release swap replaced it. */
export function contentScheduleReader(distDir: string): () => Promise<ServedSchedule> {
  return servedFileReader(distDir, CONTENT_SCHEDULE_FILE, parseContentSchedule, NOTHING);
}
