import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once React has attached its handlers to the prerendered markup.
 * Until then a click or key press on the page does nothing, so the browser tests wait for it (a
 * public DOM signal instead of React's private fiber keys).
 */
export function MarkHydrated(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
