import { createTheme, type CSSVariablesResolver } from '@mantine/core';
import { accent, brand } from './palettes.ts';

/**
 * The one Mantine theme of the site. Its typefaces are in `typography` (below), not here: they reach
 * the page only as CSS variables the build writes (theme-css.ts), and every island ships this object,
 * where a font stack would be bytes no component reads.
 */
export const theme = createTheme({
  colors: { brand, accent },
  primaryColor: 'brand',
  primaryShade: 7,
  black: '#1a1b1e',
  defaultRadius: 'sm',
});

/**
 * Mantine's defaults for dimmed text (gray-6, 3.3:1), error text (red-6, 3.6:1), success (teal-8,
 * 3.9:1) and placeholders fail WCAG AA on white and axe flags them; these shades pass (>= 4.5:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-brand-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-success': 'var(--mantine-color-teal-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
