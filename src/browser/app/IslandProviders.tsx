import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';

/**
 * What a Mantine component inside an island reads: the site theme and Mantine's context, with the
 * same values AppProviders gives the page (light scheme, "mantine" class prefix, static classes).
 * Not MantineProvider itself: its colour-scheme manager, CSS-variable and global-class writers are
 * work the page's inlined stylesheet and <html data-mantine-color-scheme="light"> already did, and
 * they cost every island route about 4 KB gzip of JavaScript.
 */
const islandContext = {
  colorScheme: 'light',
  setColorScheme: () => {},
  clearColorScheme: () => {},
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesResolver,
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

export function IslandProviders({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={islandContext}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
