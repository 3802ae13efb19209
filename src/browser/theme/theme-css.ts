import { convertCssVariables, DEFAULT_THEME, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * Every Mantine CSS variable of the site's theme, light scheme only, as one `:root` rule.
 * It replaces both Mantine's default-css-variables.css and the <style> MantineProvider would
 * inline into every page: the scheme is forced to light, so the dark half is dead weight, and a
 * stylesheet is cached across pages while an inline block is downloaded with each one.
 */
export function themeCssVariables(): string {
  const fullTheme = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(fullTheme);
  const overrides = cssVariablesResolver(fullTheme);
  const variables = { ...defaults.variables, ...defaults.light, ...overrides.variables, ...overrides.light };
  return `${convertCssVariables({ variables, light: {}, dark: {} }, ':root').trim()}\n`;
}
