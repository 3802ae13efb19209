import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '../theme';

export interface AppProvidersProps {
  children: ReactNode;
}

/**
 * Mantine with the site theme and a forced light scheme: the same markup on the server and the
 * client, and no colour-scheme inline script (the CSP allows only same-origin scripts).
 */
export function AppProviders({ children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      {children}
    </MantineProvider>
  );
}
