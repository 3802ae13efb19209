import { formatIndianDate } from './format-date.ts';

/** India's offset from UTC: one time zone, no daylight saving (visibility.ts). */
const IST_MINUTES = 5 * 60 + 30;

/**
 * A moment as an Indian reader says it, in Indian time: '14 Mar 2026, 10:00'. Computed from the
 * offset rather than through Intl, as formatIndianDate is, so every machine prints the same.
 */
export function formatIndianDateTime(moment: Date): string {
  const indian = new Date(moment.getTime() + IST_MINUTES * 60 * 1000).toISOString();
  return `${formatIndianDate(indian.slice(0, 10))}, ${indian.slice(11, 16)}`;
}
