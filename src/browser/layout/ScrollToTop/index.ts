export { ScrollToTop } from './ScrollToTop';
export { useScrollToTop } from './use-scroll-to-top';
