import type { Plugin } from 'vite';
import { themeCssVariables } from '../../browser/theme/theme-css.ts';

export const THEME_CSS_MODULE_ID = 'virtual:theme.css';
// Ends in .css so Vite's CSS pipeline bundles and minifies it like any stylesheet.
const RESOLVED_ID = `\0${THEME_CSS_MODULE_ID}`;

/**
 * Serves the theme's CSS variables (see themeCssVariables) as `virtual:theme.css`. The theme is
 * imported by vite.config.ts, so editing it restarts the dev server and the CSS follows.
 */
export function themeCssPlugin(): Plugin {
  return {
    name: 'page-engine:theme-css',
    resolveId: (id) => (id === THEME_CSS_MODULE_ID ? RESOLVED_ID : undefined),
    load: (id) => (id === RESOLVED_ID ? themeCssVariables() : undefined),
  };
}
