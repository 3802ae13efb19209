const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * An ISO date as Indian English shows it: '2026-03-14' -> '14 Mar 2026'. Written out rather than
 * through Intl, so the build prints the same on every machine whatever ICU data Node carries.
 */
export function formatIndianDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? month} ${year}`;
}

/** Day and short month for a date badge: '2026-03-14' -> { day: 14, month: 'Mar' }. */
export function dateBadgeOf(iso: string): { day: number; month: string } {
  const [, month = '01', day = '01'] = iso.split('-');
  return { day: Number(day), month: MONTHS[Number(month) - 1] ?? month };
}
