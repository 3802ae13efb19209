import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';

export interface AppProvidersProps {
  children: ReactNode;
  /**
   * Mantine's global classes (`hiddenFrom`/`visibleFrom`) as a <style>: once per page, so the
   * islands inside it leave them out. @default true
   */
  withGlobalClasses?: boolean;
}

/**
 * Mantine with the site theme and a forced light scheme: the same markup on the server and the
 * client, and no colour-scheme inline script (the CSP allows only same-origin scripts). The theme's
 * CSS variables come from the stylesheet `virtual:theme.css` (in every page's inlined CSS, see
 * shell-styles.ts), not from an inline <style> per island.
 */
export function AppProviders({ children, withGlobalClasses = true }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      withCssVariables={false}
      withGlobalClasses={withGlobalClasses}
    >
      {children}
    </MantineProvider>
  );
}
