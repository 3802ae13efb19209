/** A plain-text table for a terminal: a header row, then one row each, columns padded with two spaces. */
export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) =>
    Math.max([...header].length, ...rows.map((row) => [...(row[column] ?? '')].length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === cells.length - 1 ? cell : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

/** `2026-11-26 15:20 UTC`: minutes are enough to read, and the zone is said. */
export const formatTime = (iso: string): string => `${iso.slice(0, 16).replace('T', ' ')} UTC`;
