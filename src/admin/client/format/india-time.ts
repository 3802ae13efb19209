/**
 * Times in the admin are Indian Standard Time, written in Indian English ("26 November 2026 at
 * 9:00 pm IST"), whatever the browser's own zone: the site's people work in India, and a publisher
 * travelling abroad schedules for the time the site's readers see. IST is UTC+05:30 all year (no
 * daylight saving), so converting a typed wall-clock time needs no zone database.
 */
const INDIA_ZONE = 'Asia/Kolkata';
const INDIA_OFFSET = '+05:30';
const INDIA_OFFSET_MS = 330 * 60_000;

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: INDIA_ZONE,
  timeZoneName: 'short',
});

/** An ISO date-time from the server as Indian English; an unreadable value is shown as it came. */
export function formatIndiaTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const LOCAL_VALUE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/** A datetime-local input's value, read as India time, as the instant it names; null if malformed. */
export function indiaInputToDate(value: string): Date | null {
  if (!LOCAL_VALUE.test(value)) return null;
  const withSeconds = value.length === 16 ? `${value}:00` : value;
  const date = new Date(`${withSeconds}${INDIA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An instant as a datetime-local value in India time ("2026-11-26T21:00"), e.g. for the input's `min`. */
export function dateToIndiaInput(date: Date): string {
  return new Date(date.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}
