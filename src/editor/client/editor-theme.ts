import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults fail WCAG AA contrast (a filled blue button 3.55:1, dimmed help text 3.32:1,
 * red error text about 3.5:1): the editor uses darker shades of the same colours.
 */
export const editorTheme = createTheme({ primaryShade: 8 });

export const editorCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
