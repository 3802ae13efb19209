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
  ['page', 'page'],
] as const satisfies readonly (readonly [string, keyof StoredLead])[];

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab / carriage return before one) as a
 * formula: a visitor could type `=HYPERLINK(...)` into the form. They also skip leading blanks
 * first (spaces, NBSP, BOM, zero-width characters), and `;` starts a new cell where it is the
 * separator. A leading apostrophe shows the text as typed and runs nothing.
 */
const FORMULA_START = /^[\s\u00a0\ufeff\u200b-\u200d\u2060;]*[=+\-@\t\r]/;

/** One CSV field (RFC 4180), always quoted so no separator inside it (`,` or `;`) ever splits it; formulas neutralised. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === 'number' ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The column with each lead's delivery status (`email:sent webhook:pending`). */
const DELIVERY_COLUMN = 'delivery';

/** The leads as CSV with a header row, CRLF line ends (what spreadsheet programs expect). */
export function leadsToCsv(
  leads: readonly StoredLead[],
  deliveryStatus: ReadonlyMap<number, string> = new Map(),
): string {
  const header = [...CSV_COLUMNS.map(([column]) => column), DELIVERY_COLUMN].map(csvCell).join(',');
  const rows = leads.map((lead) =>
    [...CSV_COLUMNS.map(([, key]) => csvCell(lead[key])), csvCell(deliveryStatus.get(lead.id) ?? '')].join(','),
  );
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
