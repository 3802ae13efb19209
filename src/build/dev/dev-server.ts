import { createServer as createHttpServer, type Server } from 'node:http';
import path from 'node:path';
import type { RouteObject } from 'react-router-dom';
import { createServer as createViteServer, type ViteDevServer } from 'vite';
import type { RenderedRoute } from '../../browser/app/render-route';
import type { Site } from '../../generated/schema-types';
import { ISLANDS_INPUT, SHELL_STYLES_INPUT } from '../prerender/prerender-assets';
import { headTags } from '../prerender/prerender-head';
import { pageDocument } from '../prerender/prerender-html';
import { devStylesheets } from './dev-stylesheets';
import { themeCssVariables } from '../../browser/theme/theme-css';

interface ServerEntry {
  render(url: string, extraRoutes?: readonly RouteObject[]): Promise<RenderedRoute>;
  site: Site;
}

const SERVER_ENTRY = '/src/browser/entry-server.tsx';
const GALLERY_ROUTE = '/src/browser/dev/block-gallery-route.tsx';

/** Requests the page renderer answers: a page address, not a file, a Vite module or the API. */
function isPageRequest(method: string | undefined, url: string, accept: string | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0] ?? url;
  if (pathname.startsWith('/@') || pathname.startsWith('/api/')) return false;
  if (path.extname(pathname) !== '') return false;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

/**
 * One page as the build writes it, rendered on request: the same React Router render, the same
 * islands hydrating, with Vite's client for reloads. CSS is linked instead of inlined.
 */
export async function renderDevPage(vite: ViteDevServer, url: string): Promise<{ status: number; html: string }> {
  const server = (await vite.ssrLoadModule(SERVER_ENTRY)) as ServerEntry;
  const { blockGalleryRoute } = (await vite.ssrLoadModule(GALLERY_ROUTE)) as {
    blockGalleryRoute(site: Site): RouteObject;
  };
  const rendered = await server.render(url, [blockGalleryRoute(server.site)]);
  const graph = vite.environments.ssr.moduleGraph;
  // The shell's styles first (as in the build), then those of the modules the render loaded.
  await vite.ssrLoadModule(`/${SHELL_STYLES_INPUT}`);
  const stylesheets = devStylesheets([
    await graph.getModuleByUrl(`/${SHELL_STYLES_INPUT}`),
    await graph.getModuleByUrl(SERVER_ENTRY),
  ]);
  const document = pageDocument({
    headTags: headTags(rendered.page, rendered.route, server.site),
    // The theme's CSS variables, which the build inlines from virtual:theme.css.
    inlineCss: themeCssVariables(),
    stylesheets: [...new Set(stylesheets)].map((href) => ({ href })),
    appHtml: rendered.html,
    islands: rendered.islandTypes.length > 0 ? { entry: `/${ISLANDS_INPUT}`, site: server.site } : undefined,
  });
  const status = rendered.route === '*' ? 404 : 200;
  // Adds Vite's client (reload on save) and React's refresh preamble the dev transform expects.
  return { status, html: await vite.transformIndexHtml(url, document) };
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `npm run dev`: every page rendered on the server per request, as the build renders it, through
 * Vite's middleware (modules, CSS, HMR for islands; a page reloads when a page file is saved).
 */
export async function startDevServer({
  root,
  port,
  host = 'localhost',
}: {
  root: string;
  port: number;
  host?: string;
}): Promise<DevServer> {
  const vite = await createViteServer({
    root,
    configFile: path.join(root, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true },
  });
  const http: Server = createHttpServer((request, response) => {
    vite.middlewares(request, response, async () => {
      const url = request.url ?? '/';
      if (!isPageRequest(request.method, url, request.headers.accept)) {
        response.statusCode = 404;
        response.end('Not found');
        return;
      }
      try {
        const { status, html } = await renderDevPage(vite, url);
        response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
        response.end(request.method === 'HEAD' ? undefined : html);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        console.error(message);
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end(`The page could not be rendered:\n\n${message}`);
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const address = http.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${actualPort}`,
    async close() {
      await vite.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
