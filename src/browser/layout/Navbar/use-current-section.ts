import { matchPath, useLocation } from 'react-router-dom';

/**
 * The nav link whose section the visitor is in: '/product' on '/product' and on its sub-pages
 * ('/product/vacuum-grippers'), as NavLink matched before links became plain anchors. Read from
 * the router's location, which on the server is the static router rendering this page.
 */
export function useCurrentSection(hrefs: readonly string[]): string | undefined {
  const { pathname } = useLocation();
  // The home link is current only on the home page: as a prefix, '/' would match every route.
  return hrefs.find((href) => matchPath({ path: href, end: href === '/' }, pathname));
}
