import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { pagesPlugin } from './src/build/vite/vite-plugin-pages.ts';
import { validatePagesPlugin } from './src/build/vite/vite-plugin-validate-pages.ts';
import { themeCssPlugin } from './src/build/vite/vite-plugin-theme-css.ts';
import { blockCataloguePlugin } from './src/build/vite/vite-plugin-block-catalogue.ts';

// VITE_API_BASE (if set when building) overrides site.json's apiBase in src/browser/forms/api-base.ts.
const apiBase = process.env.VITE_API_BASE;

/**
 * The site's browser bundle gets parseRichText's browser form: islands receive their rich texts'
 * trees from the server (src/rich-text/rich-text-trees.ts), so the Markdown parser stays out of it.
 * Only for a client build: the server render, `npm run dev` and the editor (its own config) parse.
 */
const richTextInBrowser = {
  find: /^(.*\/rich-text\/parse-rich-text)(\.ts)?$/,
  replacement: '$1.client.ts',
};

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve: { alias: command === 'build' && !isSsrBuild ? [richTextInBrowser] : [] },
  // validatePagesPlugin fails the build (and shows the dev overlay) on any invalid page or site.json.
  plugins: [react(), validatePagesPlugin(), pagesPlugin(), themeCssPlugin(), blockCataloguePlugin()],
  define: apiBase ? { 'import.meta.env.VITE_API_BASE': JSON.stringify(apiBase) } : {},
  build: {
    // src/build/prerender reads the manifest to give each prerendered route its own CSS and scripts.
    manifest: true,
    // No index.html: every page is written by the prerenderer. The browser gets the island runtime
    // (only on pages with islands); the shell's input exists for its CSS, inlined into every page.
    rolldownOptions: {
      input: ['src/browser/islands/hydrate-islands.ts', 'src/browser/app/shell-styles.ts'],
      // Keeps the shell's exports, and with them its modules and their CSS (an app build drops them).
      preserveEntrySignatures: 'exports-only',
      // On a busy machine Rolldown warns that plugins took most of the build: noise on every `npm start`.
      checks: { bundlerTimings: false },
    },
    // Every browser the site supports knows modulepreload: no polyfill in the runtime.
    modulePreload: { polyfill: false },
  },
}));
