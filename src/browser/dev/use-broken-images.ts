import { useEffect, useRef, useState } from 'react';

/**
 * The `src` of every image inside the returned ref's element that failed to load. Schema examples
 * may name images that are not in public/: the gallery says so instead of leaving an unexplained gap.
 */
export function useBrokenImages<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [broken, setBroken] = useState<string[]>([]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // 'error' does not bubble, but a capturing listener on an ancestor still sees it.
    const onError = (event: Event) => {
      if (!(event.target instanceof HTMLImageElement)) return;
      const src = event.target.getAttribute('src') ?? '';
      setBroken((current) => (current.includes(src) ? current : [...current, src]));
    };
    element.addEventListener('error', onError, true);
    return () => element.removeEventListener('error', onError, true);
  }, []);
  return { ref, broken };
}
