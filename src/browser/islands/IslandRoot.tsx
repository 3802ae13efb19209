import { useEffect, type ReactNode } from 'react';

export interface IslandRootProps {
  children: ReactNode;
  /** Called once the island has hydrated (its handlers are attached). */
  onHydrated?: () => void;
}

/**
 * What surrounds every island, on the server and in the browser alike. No Mantine provider here:
 * an island that uses Mantine's components brings IslandProviders with them (the carousels, the
 * forms' popups), so an island without any (a form, a brochure list) ships no Mantine code at all.
 */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  // Effects run after the commit, children's first: by then every handler in the island is live.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}
