/** Prints rows as an aligned plain-text table (numbers right-aligned), with a title line. */
export function printTable(title: string, headers: string[], rows: (string | number)[][]): void {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const numeric = headers.map((_, column) => rows.every((row) => /^[-\d.,x%~ ]*$/.test(String(row[column] ?? ''))));
  const line = (row: string[]) =>
    row
      .map((cell, column) => (numeric[column] ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${title}`);
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of cells.slice(1)) console.log(line(row));
}

export function kb(bytes: number): string {
  return Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '-';
}

export function ms(value: number): string {
  return Number.isFinite(value) ? String(Math.round(value)) : '-';
}

export function ratio(value: number, reference: number): string {
  return Number.isFinite(value) && reference > 0 ? `${(value / reference).toFixed(2)}x` : '-';
}
