import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { ISLAND_SITE_DATA_ID } from '../../browser/islands/island-markup';
import { escapeHtml, jsonForScript } from './prerender-escape';

/** A stylesheet the page links to (in development) or names as already inlined (`disabled`, see below). */
export interface StylesheetLink {
  href: string;
  disabled?: boolean;
}

/** What a page with islands adds: one small module script and the site data its islands share. */
export interface IslandScripts {
  /** The island runtime (src/browser/islands/hydrate-islands.ts) as built or served. */
  entry: string;
  /** The site data the islands share (contact e-mail, API base, ...). */
  site: unknown;
  /** Development only: scripts Vite's dev server needs first (its client, React refresh). */
  devScripts?: string;
}

export interface PageDocumentParts {
  /** Title, description, canonical, share tags (prerender-head.ts). */
  headTags: string;
  /** The page's CSS, put into one <style> so the first paint waits for no stylesheet request. */
  inlineCss: string;
  stylesheets: StylesheetLink[];
  /** The server-rendered markup of the page. */
  appHtml: string;
  /** Absent on a page without islands: such a page has no <script> and no modulepreload at all. */
  islands?: IslandScripts;
}

/**
 * The whole HTML document of one route. Stylesheet links of inlined CSS stay in the head disabled
 * (neither fetched nor applied): Vite's chunk loader finds them when an island's code loads and does
 * not fetch that CSS again. Scripts go after the content, so the banner image is requested first.
 */
export function pageDocument({ headTags, inlineCss, stylesheets, appHtml, islands }: PageDocumentParts): string {
  const links = stylesheets.map(
    ({ href, disabled }) =>
      `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}"${disabled ? ' disabled' : ''}>`,
  );
  const scripts = islands
    ? [
        `<script type="application/json" id="${ISLAND_SITE_DATA_ID}">${jsonForScript(islands.site)}</script>`,
        `<script type="module" crossorigin src="${escapeHtml(islands.entry)}"></script>`,
      ]
    : [];
  return `<!doctype html>
<html lang="en" data-mantine-color-scheme="light">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <meta name="theme-color" content="#0b4f8a">
    ${islands?.devScripts ?? ''}
    ${headTags}
    ${inlineCss ? `<style data-inlined-css>${inlineCss}</style>` : ''}
    ${links.join('\n    ')}
  </head>
  <body>
    <div id="root">${appHtml}</div>
    ${scripts.join('\n    ')}
  </body>
</html>
`.replace(/\n\s*\n/g, '\n');
}

/** Where a route's HTML goes in dist/: '/' -> index.html, '/a/b' -> a/b/index.html, the not-found page -> 404.html. */
export function outputFileForRoute(route: string): string {
  if (route === NOT_FOUND_ROUTE) return '404.html';
  if (route === '/') return 'index.html';
  return `${route.slice(1)}/index.html`;
}
