import { describe, expect, it } from 'vitest';
import { csvCell, leadsToCsv, parseSince } from '../../src/server/export/leads-csv.ts';
import { sampleLead } from './helpers/lead-store-contract.ts';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['a, b', '"a, b"'],
    ['a; b', '"a; b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+91 98765', `"'+91 98765"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['', '""'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  // Spreadsheets skip these before deciding that a cell is a formula.
  it.each([
    ['a space', ' =1+1'],
    ['a no-break space', '\u00a0=1+1'],
    ['a byte-order mark', '\ufeff=1+1'],
    ['a zero-width space', '\u200b@SUM(A1)'],
    ['a semicolon', ';=cmd|calc'],
    ['a line feed', '\n+1'],
  ])('neutralises a formula after %s', (_what, value) => {
    expect(csvCell(value)).toBe(`"'${value}"`);
  });

  it('quotes every cell: null is an empty quoted cell, numbers are quoted too', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });
});

const HEADER =
  '"id","created_at","kind","name","email","mobile","message","brochure","user_agent","page","delivery"\r\n';

describe('leadsToCsv', () => {
  it('writes a header row and one CRLF-terminated row per lead, in column order, with its delivery status', () => {
    const csv = leadsToCsv(
      [{ id: 7, ...sampleLead({ name: 'Zoë, "ZZ"', message: 'hi\nthere' }) }],
      new Map([[7, 'email:sent webhook:dead']]),
    );
    expect(csv).toBe(
      HEADER +
        '"7","2026-03-01T09:30:00.000Z","query","Zoë, ""ZZ""","priya@example.com","","hi\nthere","","Mozilla/5.0 (test)","/contact","email:sent webhook:dead"\r\n',
    );
  });

  it('writes only the header when there are no leads', () => {
    expect(leadsToCsv([])).toBe(HEADER);
  });
});

describe('parseSince', () => {
  it('reads a date as the start of that UTC day, and accepts an exact time', () => {
    expect(parseSince('2026-01-01')).toBe('2026-01-01T00:00:00.000Z');
    expect(parseSince('2026-01-01T05:30:00+05:30')).toBe('2026-01-01T00:00:00.000Z');
  });

  it.each(['yesterday', '01/02/2026', '2026-13-45', ''])('rejects %j with a hint', (value) => {
    expect(() => parseSince(value)).toThrow(/--since needs a date such as 2026-01-01/);
  });
});
