import { useCallback, useState } from 'react';
import { wrapIndex } from './wrap-index';

/** The active item of a one-at-a-time carousel; next/previous wrap around both ends. */
export function useCyclicIndex(count: number) {
  const [index, setIndex] = useState(0);
  const next = useCallback(() => setIndex((current) => wrapIndex(current + 1, count)), [count]);
  const prev = useCallback(() => setIndex((current) => wrapIndex(current - 1, count)), [count]);
  const goTo = useCallback((target: number) => setIndex(wrapIndex(target, count)), [count]);
  return { index: wrapIndex(index, count), next, prev, goTo };
}
