import type { RouteObject } from 'react-router-dom';
import { pageRoutes } from 'virtual:pages';
import site from 'virtual:site';
import { renderRoute, type RenderedRoute } from './app/render-route';

export { pageRoutes, site };

/**
 * Renders one URL of the site: by the build for every route (src/build/prerender), and by the
 * development server for every request (src/build/dev), so both produce the same page.
 * `extraRoutes` are development-only routes (the block gallery).
 */
export function render(url: string, extraRoutes: readonly RouteObject[] = []): Promise<RenderedRoute> {
  return renderRoute(url, pageRoutes, site, extraRoutes);
}
