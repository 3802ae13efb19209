/** A font's figures as capsize publishes (@capsizecss/metrics) and reads them (@capsizecss/unpack), in font units. */
export interface CapsizeMetrics {
  fullName: string;
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  subsets: { latin: { xWidthAvg: number } };
}

/** What a fallback is fitted to, in ems (font units divided by unitsPerEm), descent positive. */
export interface FontMetrics {
  /** The font's full name, as the generated file's comments name it. */
  name: string;
  ascent: number;
  descent: number;
  lineGap: number;
  /**
   * The advance of a character of running text, spaces and digits included, weighted by how often each
   * occurs in English (capsize's xWidthAvg for latin, the figure Next.js and fontaine scale fallbacks by).
   */
  textWidth: number;
  /** The advance of a digit (tabular in both fonts here: every digit has the same width). */
  digitWidth: number;
}

/**
 * A font's metrics for fitting a fallback, from capsize's figures and the width of its digits, which
 * capsize does not publish. capsize's ascent, descent and line gap are hhea's, the ones Chromium lays a
 * line out with unless the font sets USE_TYPO_METRICS (Plex does, and its typo values equal its hhea's).
 */
export function fontMetrics(metrics: CapsizeMetrics, digitUnits: number): FontMetrics {
  const em = (units: number) => units / metrics.unitsPerEm;
  return {
    name: metrics.fullName,
    ascent: em(metrics.ascent),
    descent: em(Math.abs(metrics.descent)),
    lineGap: em(metrics.lineGap),
    textWidth: em(metrics.subsets.latin.xWidthAvg),
    digitWidth: em(digitUnits),
  };
}

/** The figures of `actual` that differ from `expected`'s, as "name: expected, actual" lines. */
export function differingFigures(expected: CapsizeMetrics, actual: CapsizeMetrics): string[] {
  const figures = {
    ascent: (metrics: CapsizeMetrics) => metrics.ascent,
    descent: (metrics: CapsizeMetrics) => metrics.descent,
    lineGap: (metrics: CapsizeMetrics) => metrics.lineGap,
    unitsPerEm: (metrics: CapsizeMetrics) => metrics.unitsPerEm,
    xWidthAvg: (metrics: CapsizeMetrics) => metrics.subsets.latin.xWidthAvg,
  };
  return Object.entries(figures)
    .filter(([, figure]) => figure(expected) !== figure(actual))
    .map(([name, figure]) => `${name}: ${figure(expected)}, ${figure(actual)}`);
}
