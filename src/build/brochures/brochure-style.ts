import { rgb, type PDFFont } from 'pdf-lib';

/** A4 in PDF points. */
export const PAGE = { width: 595.28, height: 841.89 } as const;
export const MARGIN = 50;
export const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

// The site's theme colours (deep blue brand-7, burnt orange accent-7) and a dark slate for body text.
export const BRAND = rgb(11 / 255, 79 / 255, 138 / 255);
export const ACCENT = rgb(154 / 255, 52 / 255, 18 / 255);
export const TEXT = rgb(51 / 255, 65 / 255, 85 / 255);
export const MUTED = rgb(71 / 255, 85 / 255, 105 / 255);
export const PANEL = rgb(238 / 255, 243 / 255, 248 / 255);
export const RULE = rgb(203 / 255, 213 / 255, 225 / 255);
export const WHITE = rgb(1, 1, 1);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}
