import type { StoredLead } from '../storage/lead-store.ts';

/** Column order of the export; names match the database columns. */
export const CSV_COLUMNS = [
  ['id', 'id'],
  ['created_at', 'createdAt'],
  ['kind', 'kind'],
  ['name', 'name'],
  ['email', 'email'],
  ['mobile', 'mobile'],
  ['message', 'message'],
  ['brochure', 'brochure'],
  ['user_agent', 'userAgent'],
] as const satisfies readonly (readonly [string, keyof StoredLead])[];

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return before one) as a
 * formula: a visitor could type `=HYPERLINK(...)` into the form. A leading apostrophe shows the
 * text as typed and runs nothing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV field (RFC 4180): quoted when it holds a quote, comma or line break; formulas neutralised. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The leads as CSV with a header row, CRLF line ends (what spreadsheet programs expect). */
export function leadsToCsv(leads: readonly StoredLead[]): string {
  const header = CSV_COLUMNS.map(([column]) => column).join(',');
  const rows = leads.map((lead) => CSV_COLUMNS.map(([, key]) => csvCell(lead[key])).join(','));
  return [header, ...rows].map((line) => `${line}\r\n`).join('');
}

/**
 * Reads `--since` as the start of a UTC day (2026-01-01) or an exact ISO time, as the ISO
 * string the stores compare against. Throws on anything else.
 */
export function parseSince(value: string): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00.000Z` : value;
  const time = Date.parse(iso);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time)) {
    throw new Error(`--since needs a date such as 2026-01-01 (got "${value}")`);
  }
  return new Date(time).toISOString();
}
