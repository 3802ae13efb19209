import { useEffect, type ReactNode } from 'react';
import { IslandProviders } from '../app/IslandProviders';

export interface IslandRootProps {
  children: ReactNode;
  /** Called once the island has hydrated (its handlers are attached). */
  onHydrated?: () => void;
}

/** What surrounds every island, on the server and in the browser alike: the one shared theme. */
export function IslandRoot({ children, onHydrated }: IslandRootProps) {
  // Effects run after the commit, children's first: by then every handler in the island is live.
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <IslandProviders>{children}</IslandProviders>;
}
