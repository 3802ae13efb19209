// The theme's CSS variables as a cached stylesheet (src/theme/vite-plugin-theme-css.ts).
import 'virtual:theme.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { pageRoutes } from 'virtual:pages';
import site from 'virtual:site';
import { AppProviders } from './app/AppProviders';
import { resolveLazyMatches } from './app/resolve-lazy-matches';
import { createAppRoutes } from './app/routes';

async function start() {
  const routes = createAppRoutes(pageRoutes, site);
  await resolveLazyMatches(routes, window.location.pathname);
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Prerendered pages hydrate; the dev server serves an empty root and renders from scratch.
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
