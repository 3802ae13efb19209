import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { createServer, type ViteDevServer } from 'vite';
import { themeCssPlugin } from '../../build/vite/vite-plugin-theme-css.ts';

/** This engine's folder: the editor's client code and the site's browser code live here, whatever --root is. */
export const engineRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The editor UI (index.html, preview.html), built by Vite on request. */
export const editorClientDir = path.join(engineRoot, 'src/editor/client');

/**
 * Vite in middleware mode for the editor UI and its preview, with the site's React and theme CSS
 * plugins, so the preview renders with production's renderer, theme and CSS modules. The preview
 * gets its page and site data from the API (POST /api/check), not from the site's data plugins:
 * vite-plugin-pages reloads every tab when a page file changes, which would throw away the author's
 * unsaved edits on each save, git pull or edit elsewhere; the validation plugin's overlay would cover
 * the editor whenever a page on disk is invalid. Images come from the API's /images/ route and photos'
 * renditions from its /assets/images/ route (image-routes.ts, the build's image pipeline), so Vite
 * serves no project file at all: only the engine's src/ and node_modules/. HMR runs on the editor's
 * own HTTP server, whose upgrade requests pass the Host/Origin guard first (start-editor.ts).
 */
export function createEditorVite(httpServer: Server): Promise<ViteDevServer> {
  return createServer({
    configFile: false,
    root: editorClientDir,
    appType: 'mpa',
    cacheDir: path.join(engineRoot, 'node_modules/.vite-editor'),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), themeCssPlugin()],
    server: {
      middlewareMode: true,
      hmr: { server: httpServer },
      fs: {
        strict: true,
        allow: [path.join(engineRoot, 'src'), path.join(engineRoot, 'node_modules')],
      },
    },
  });
}
