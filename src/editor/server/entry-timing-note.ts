import { formatIndianDate } from '../../collections/format-date.ts';
import { formatIndianDateTime } from '../../collections/format-date-time.ts';
import { isExpired, isScheduled, startOf } from '../../collections/visibility.ts';

interface Timed {
  publishAt?: unknown;
  validThrough?: unknown;
}

/**
 * What the author should know that the preview cannot show: a scheduled entry is not on the site
 * yet, a closed job is no longer on it. Undefined for an entry visitors see now.
 */
export function entryTimingNote(data: Timed, listRoute: string, now: Date): string | undefined {
  if (isScheduled(data, now)) {
    const when = formatIndianDateTime(startOf(String(data.publishAt)));
    return `Scheduled: goes live on ${when} (Indian time). Until then visitors see neither its page nor its place in ${listRoute}; the preview shows both as they will be.`;
  }
  if (isExpired(data, now)) {
    const last = formatIndianDate(String(data.validThrough));
    return `Closed: open through ${last}, so it is no longer listed on ${listRoute} and its address answers 410 Gone. Move its "Closing date" later to list it again.`;
  }
  return undefined;
}
