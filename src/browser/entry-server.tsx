import { pageRoutes } from 'virtual:pages';
import site from 'virtual:site';
import { renderRoute, type RenderedRoute } from './app/render-route';

export { pageRoutes, site };

/** Renders one URL of the built site (used by scripts/build.ts to prerender every route). */
export function render(url: string): Promise<RenderedRoute> {
  return renderRoute(url, pageRoutes, site);
}
