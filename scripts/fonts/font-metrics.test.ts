import type { Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { fontMetrics, verticalMetrics } from './font-metrics';

/** A stand-in with what font-metrics reads: every character `advance` units wide, except digits. */
function fakeFont(useTypoMetrics: boolean, advances: Record<string, number> = {}): Font {
  const characters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.\'"-()[]=$:|/%;áé';
  return {
    fullName: 'Fake',
    unitsPerEm: 1000,
    hhea: { ascent: 900, descent: -200, lineGap: 30 },
    'OS/2': { fsSelection: { useTypoMetrics }, typoAscender: 1025, typoDescender: -275, typoLineGap: 0 },
    characterSet: [...characters].map((character) => character.codePointAt(0)!),
    glyphForCodePoint: (codePoint: number) => ({ advanceWidth: advances[String.fromCodePoint(codePoint)] ?? 500 }),
  } as unknown as Font;
}

describe('verticalMetrics', () => {
  it("takes OS/2's typo metrics when the font says USE_TYPO_METRICS", () => {
    expect(verticalMetrics(fakeFont(true))).toEqual({ ascent: 1.025, descent: 0.275, lineGap: 0 });
  });

  it("takes hhea's otherwise, as the browser does", () => {
    expect(verticalMetrics(fakeFont(false))).toEqual({ ascent: 0.9, descent: 0.2, lineGap: 0.03 });
  });
});

describe('fontMetrics', () => {
  it('weighs the text by how often each character occurs, digits apart', () => {
    const metrics = fontMetrics(fakeFont(true, { '0': 600, '1': 600, e: 700 }), { e: 1, t: 3, '0': 100 });
    expect(metrics.textWidth).toBeCloseTo((700 + 3 * 500) / 4 / 1000);
    expect(metrics.digitWidth).toBeCloseTo((2 * 600 + 8 * 500) / 10 / 1000);
  });

  it('refuses a character the font lacks instead of counting a missing glyph', () => {
    expect(() => fontMetrics(fakeFont(true), { '€': 1 })).toThrow('Fake has no glyph for "€"');
  });
});
