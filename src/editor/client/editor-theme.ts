import { createTheme, Fieldset, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults fail WCAG AA contrast (a filled blue button 3.55:1, dimmed help text 3.32:1,
 * red error text about 3.5:1): the editor uses darker shades of the same colours.
 * Groups of fields nest four or five deep (block › products › product › description): Mantine's
 * 20 px fieldset padding on each side, at every level, left the innermost inputs too narrow to type in.
 */
export const editorTheme = createTheme({
  primaryShade: 8,
  components: {
    Fieldset: Fieldset.extend({
      styles: { root: { paddingInline: 'var(--mantine-spacing-xs)', paddingBottom: 'var(--mantine-spacing-sm)' } },
    }),
  },
});

export const editorCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-8)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
  },
  dark: {},
});
