// The theme's CSS variables as a cached stylesheet (src/build/vite/vite-plugin-theme-css.ts).
import 'virtual:theme.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageRoutes } from 'virtual:pages';
import site from 'virtual:site';
import { AppProviders } from './app/AppProviders';
import { MarkHydrated } from './app/MarkHydrated';
import { resolveLazyMatches } from './app/resolve-lazy-matches';
import { createAppRoutes } from './app/routes';

async function start() {
  // The block gallery (/__blocks) exists only in `npm run dev`: a build replaces import.meta.env.DEV
  // with false, which drops this import and the gallery's code from the bundle.
  const devRoutes = import.meta.env.DEV ? [(await import('./dev/block-gallery-route')).blockGalleryRoute(site)] : [];
  const routes = createAppRoutes(pageRoutes, site, devRoutes);
  await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <MarkHydrated />
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // The dev server serves an empty root: render from scratch.
  if (!container.hasChildNodes()) {
    createRoot(container).render(app);
    return;
  }
  // Prerendered pages hydrate. In a transition React yields to the browser every few milliseconds
  // instead of blocking the main thread for the whole page (Lighthouse counted 300+ ms of blocking
  // time on a throttled phone); the page is already visible, so nothing waits for it.
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
