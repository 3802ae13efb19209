/**
 * When entries appear and disappear. `publishAt` (any entry) holds it back until then; a job's
 * `validThrough` (an ISO date: open through that whole day, Indian time) ends it. Every part asks
 * these functions, so the lists, the detail pages, the sitemap, the feed and the 410s agree.
 */

/** The moment the content is built for: now, or CONTENT_NOW (an ISO date-time) in tests and previews. */
export function contentNow(
  env: NodeJS.ProcessEnv | Record<string, string | undefined> = globalThis.process?.env ?? {},
): Date {
  const fixed = env.CONTENT_NOW;
  if (fixed) {
    const date = new Date(fixed);
    if (!Number.isNaN(date.getTime())) return date;
  }
  return new Date();
}

/** India has one time zone and no daylight saving: a date's day ends at 24:00 +05:30. */
const IST = '+05:30';

/** When a `publishAt` value (ISO date or date-time) starts: a bare date means 00:00 Indian time. */
export function startOf(value: string): Date {
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00${IST}` : value);
}

/** When a `validThrough` date ends: the next day's 00:00 Indian time (a date-time is taken as it is). */
export function endOf(value: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  const start = new Date(`${value}T00:00:00${IST}`);
  return new Date(start.getTime() + 24 * 60 * 60 * 1000);
}

interface Timed {
  publishAt?: unknown;
  validThrough?: unknown;
}

/** Not yet published: its `publishAt` is still to come. */
export function isScheduled(data: Timed, now: Date): boolean {
  return typeof data.publishAt === 'string' && startOf(data.publishAt) > now;
}

/** Past its `validThrough` (a job that has closed). */
export function isExpired(data: Timed, now: Date): boolean {
  return typeof data.validThrough === 'string' && endOf(data.validThrough) <= now;
}

/** Built, listed and in the sitemap and feed: published and not expired. */
export function isLive(data: Timed, now: Date): boolean {
  return !isScheduled(data, now) && !isExpired(data, now);
}

/** The next moment after `now` when some entry appears or expires, or undefined when none will. */
export function nextContentChange(entries: readonly { data: Timed }[], now: Date): Date | undefined {
  const moments = entries.flatMap(({ data }) => [
    ...(typeof data.publishAt === 'string' ? [startOf(data.publishAt)] : []),
    ...(typeof data.validThrough === 'string' ? [endOf(data.validThrough)] : []),
  ]);
  const future = moments.filter((moment) => !Number.isNaN(moment.getTime()) && moment > now);
  return future.length === 0 ? undefined : new Date(Math.min(...future.map((moment) => moment.getTime())));
}
