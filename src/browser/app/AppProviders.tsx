import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Mantine with the site theme and a forced light scheme: the same markup on the server and the
 * client, and no colour-scheme inline script (the CSP allows only same-origin scripts). The theme's
 * CSS variables come from the stylesheet `virtual:theme.css` (imported by entry-client.tsx), not
 * from an inline <style> in every page.
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
      withCssVariables={false}
    >
      {children}
    </MantineProvider>
  );
}
