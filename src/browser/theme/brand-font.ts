/** The family brand-font.css declares; the theme sets it before its metric-adjusted fallback. */
export const BRAND_FONT_FAMILY = 'IBM Plex Sans';

/**
 * The file (before Vite's hash) of the subset that sets every character the pages use: the
 * prerenderer preloads it, since every page's navbar and first heading are above the fold.
 */
export const ABOVE_THE_FOLD_FONT_FILE = 'ibm-plex-sans-latin-wght-normal';
