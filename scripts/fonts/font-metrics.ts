import type { Font } from 'fontkit';

/** What a fallback is fitted to, in ems (font units divided by unitsPerEm), descent positive. */
export interface FontMetrics {
  /** The font's full name, as local() and the generated file's comments name it. */
  name: string;
  ascent: number;
  descent: number;
  lineGap: number;
  /** The advance of a character of running text, weighted by how often each occurs. */
  textWidth: number;
  /** The advance of a digit, averaged over 0-9 (in both fonts here, every digit has the same width). */
  digitWidth: number;
}

const DIGITS = '0123456789';

/**
 * The ascent, descent and line gap a browser lays a line out with: OS/2's typo values when the font sets
 * USE_TYPO_METRICS (fsSelection bit 7; Plex does), otherwise hhea's, as Chromium's Skia does on Linux.
 */
export function verticalMetrics(font: Font): Pick<FontMetrics, 'ascent' | 'descent' | 'lineGap'> {
  const os2 = font['OS/2'];
  const [ascent, descent, lineGap] = os2.fsSelection.useTypoMetrics
    ? [os2.typoAscender, os2.typoDescender, os2.typoLineGap]
    : [font.hhea.ascent, font.hhea.descent, font.hhea.lineGap];
  return {
    ascent: ascent / font.unitsPerEm,
    descent: Math.abs(descent) / font.unitsPerEm,
    lineGap: lineGap / font.unitsPerEm,
  };
}

/** The weighted mean advance of the given characters, in ems; a character the font lacks is an error. */
export function weightedAdvance(font: Font, weights: Readonly<Record<string, number>>): number {
  let width = 0;
  let total = 0;
  for (const [character, weight] of Object.entries(weights)) {
    const codePoint = character.codePointAt(0)!;
    if (!font.characterSet.includes(codePoint)) throw new Error(`${font.fullName} has no glyph for "${character}"`);
    width += font.glyphForCodePoint(codePoint).advanceWidth * weight;
    total += weight;
  }
  return width / total / font.unitsPerEm;
}

/**
 * A font's metrics for fitting a fallback. Digits are left out of the text's width: they get a face of
 * their own, since Plex's are 8% wider than Arial's while its letters are about as wide.
 */
export function fontMetrics(font: Font, textWeights: Readonly<Record<string, number>>): FontMetrics {
  const letters = Object.fromEntries(Object.entries(textWeights).filter(([character]) => !DIGITS.includes(character)));
  const digits = Object.fromEntries([...DIGITS].map((digit) => [digit, 1]));
  return {
    name: font.fullName,
    ...verticalMetrics(font),
    textWidth: weightedAdvance(font, letters),
    digitWidth: weightedAdvance(font, digits),
  };
}
