import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top of the page after every client-side navigation (the spec: "every page scrolls
 * to the top when opened"); a link with a '#section' hash scrolls to that section instead. The first
 * render is left alone so a reload keeps the browser's own scroll restoration.
 */
export function useScrollToTop() {
  const { key, hash } = useLocation();
  const lastKey = useRef(key);
  useEffect(() => {
    // Comparing keys (not a "first run" flag) keeps StrictMode's double effect run from scrolling.
    if (lastKey.current === key) return;
    lastKey.current = key;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash]);
}
