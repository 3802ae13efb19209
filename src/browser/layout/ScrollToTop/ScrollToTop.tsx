import { useScrollToTop } from './use-scroll-to-top';

/** Renders nothing; scrolls to the top on every route change (see useScrollToTop). */
export function ScrollToTop() {
  useScrollToTop();
  return null;
}
