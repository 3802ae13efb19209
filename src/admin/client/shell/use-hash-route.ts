import { useSyncExternalStore } from 'react';
import { parseRoute, type AdminRoute } from './screens';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

const currentHash = () => window.location.hash;

/** The screen the address names; follows links, Back and Forward. */
export function useHashRoute(): AdminRoute {
  const hash = useSyncExternalStore(subscribe, currentHash, () => '');
  return parseRoute(hash);
}
