import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import { blockCataloguePlugin } from '../../build/vite/vite-plugin-block-catalogue.ts';
import { pagesPlugin } from '../../build/vite/vite-plugin-pages.ts';
import { themeCssPlugin } from '../../build/vite/vite-plugin-theme-css.ts';

/** This engine's folder: the editor's client code and the site's browser code live here, whatever --root is. */
const engineRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The editor UI (index.html, preview.html), built by Vite on request. */
export const editorClientDir = path.join(engineRoot, 'src/editor/client');

/**
 * Vite in middleware mode for the editor UI and its preview: the site's own plugins (virtual:pages,
 * virtual:site, the theme's CSS, the block catalogue), so the preview renders with production's
 * renderer, theme and CSS; they read the project given with --root. The validation plugin is left
 * out: its overlay would cover the editor whenever a page on disk is invalid, and the editor shows
 * validation itself. HMR runs on the editor's own HTTP server, whose upgrade requests pass the
 * Host/Origin guard first (start-editor.ts). Vite serves files only from the engine's src/ and
 * node_modules/ and the project's pages/, site.json and public/.
 */
export function createEditorVite(projectRoot: string, httpServer: Server): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root: editorClientDir,
    appType: 'mpa',
    cacheDir: path.join(engineRoot, 'node_modules/.vite-editor'),
    publicDir: path.join(projectRoot, 'public'),
    logLevel: 'warn',
    plugins: [react(), pagesPlugin({ projectRoot }), themeCssPlugin(), blockCataloguePlugin({ projectRoot })],
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      fs: {
        strict: true,
        allow: [
          path.join(engineRoot, 'src'),
          path.join(engineRoot, 'node_modules'),
          path.join(projectRoot, 'pages'),
          path.join(projectRoot, 'site.json'),
          path.join(projectRoot, 'public'),
        ],
      },
    },
  });
}
