import { Outlet, useMatches } from 'react-router-dom';
import type { ReceivedSite } from '../../generated/received-types';
import { Footer } from '../layout/Footer';
import { Navbar } from '../layout/Navbar';
import classes from './AppLayout.module.css';
import { NOT_FOUND_ROUTE } from './not-found-route';

export interface AppLayoutProps {
  site: ReceivedSite;
}

/**
 * The shared frame of every route: skip link, sticky navbar, the page, footer. Moving between pages
 * is a normal page load, so the browser opens a new page at its top (or at its #section) and Back
 * returns to where the visitor was; AppLayout.module.css adds the view transition between them.
 */
export function AppLayout({ site }: AppLayoutProps) {
  // dist/404.html is rendered once and served for every unknown path: no nav link may look active
  // on it, or '/product/typo' would hydrate with a different aria-current than the HTML has.
  const isNotFound = useMatches().some((match) => match.id === NOT_FOUND_ROUTE);
  return (
    <>
      <a className={classes.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar site={site} showActiveLink={!isNotFound} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </>
  );
}
