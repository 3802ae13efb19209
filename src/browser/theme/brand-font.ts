/** The family brand-font.css declares; the theme sets it before its metric-adjusted fallback. */
export const BRAND_FONT_FAMILY = 'IBM Plex Sans';

/**
 * Text and headings: the brand typeface (brand-font.css), then its metric-adjusted fallback, which sets
 * a view the font came too late for (font-display: optional), then the system fonts for a browser without either.
 */
export const BRAND_FONT_STACK = `"${BRAND_FONT_FAMILY}", "${BRAND_FONT_FAMILY} fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`;

/**
 * The file (before Vite's hash) of the subset that sets every character the pages use: the
 * prerenderer preloads it, since every page's navbar and first heading are above the fold.
 */
export const ABOVE_THE_FOLD_FONT_FILE = 'ibm-plex-sans-latin-wght-normal';
