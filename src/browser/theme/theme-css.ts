import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { BRAND_FONT_STACK } from './brand-font.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/** The theme as the page's CSS variables give it: with the brand typeface (which islands never need in JS). */
export const siteTheme = {
  ...theme,
  fontFamily: BRAND_FONT_STACK,
  headings: { ...theme.headings, fontFamily: BRAND_FONT_STACK },
};

/**
 * Every Mantine CSS variable of the site's theme, light scheme only, as one `:root` rule.
 * It replaces both Mantine's default-css-variables.css and the <style> MantineProvider would
 * inline into every page: the scheme is forced to light, so the dark half is dead weight, and a
 * stylesheet is cached across pages while an inline block is downloaded with each one.
 */
export function themeCssVariables(): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, siteTheme);
  const defaults = defaultCssVariablesResolver(fullTheme);
  const overrides = cssVariablesResolver(fullTheme);
  const variables = { ...defaults.variables, ...defaults.light, ...overrides.variables, ...overrides.light };
  return `${convertCssVariables({ variables, light: {}, dark: {} }, ':root').trim()}\n`;
}
