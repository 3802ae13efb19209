import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { toEncodable, wrapText } from './pdf-text';

let font: PDFFont;
beforeAll(async () => {
  font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
});

describe('wrapText', () => {
  it('keeps every line within the width and every word in order', () => {
    const text =
      'Telescopic conveyors extend deep into trucks and containers so loaders only place the cartons. '.repeat(5);
    const lines = wrapText(text, font, 11, 200);
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 11)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text.trim());
  });

  it('splits a single word wider than the line instead of overflowing', () => {
    const url = 'https://www.example.in/product/' + 'very-long-path-segment-'.repeat(6);
    const lines = wrapText(url, font, 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(120);
    expect(lines.join('')).toBe(url);
  });

  it('does not break at a no-break space', () => {
    const lines = wrapText('call +91\u00a020\u00a06712\u00a04580 today', font, 10, 90);
    expect(lines.some((line) => line.includes('+91\u00a020\u00a06712\u00a04580'))).toBe(true);
  });
});

describe('toEncodable', () => {
  it('replaces characters the standard fonts cannot encode so drawing never throws', () => {
    const text = toEncodable('Load \u2264 100 kg \u2192 CO\u2082 \u20b9 \u4e2d', font);
    expect(text).toBe('Load <= 100 kg -> CO2 Rs.  ?');
    expect(() => font.encodeText(text)).not.toThrow();
  });

  it('keeps characters the font has, such as ± ° and curly quotes', () => {
    expect(toEncodable('±0.05 mm, 90°, it\u2019s', font)).toBe('±0.05 mm, 90°, it\u2019s');
  });
});
