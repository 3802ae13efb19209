import { Outlet } from 'react-router-dom';
import type { Site } from '../generated/schema-types';
import { Footer } from '../layout/Footer';
import { Navbar } from '../layout/Navbar';
import { ScrollToTop } from '../layout/ScrollToTop';
import classes from './AppLayout.module.css';

export interface AppLayoutProps {
  site: Site;
}

/** The shared frame of every route: skip link, sticky navbar, the page, footer. */
export function AppLayout({ site }: AppLayoutProps) {
  return (
    <>
      <ScrollToTop />
      <a className={classes.skipLink} href="#main">
        Skip to content
      </a>
      <Navbar site={site} />
      <main id="main" className={classes.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer site={site} />
    </>
  );
}
