import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import type { RenderedRoute } from '../../browser/app/render-route';
import type { Site } from '../../generated/schema-types';
import { aboveTheFoldFonts, routeAssets, type Manifest } from './prerender-assets';
import { fontPreloadTags, headTags } from './prerender-head';
import { pageDocument } from './prerender-html';
import { routeStructuredData, type StructuredDataProject } from './structured-data/route-structured-data';

/** A URL no page claims, so the router falls through to the not-found page. */
export const NOT_FOUND_PROBE_URL = '/__page-engine-not-found__';

/** The URL that renders a route: the not-found page has no address of its own. */
export function renderUrlOf(route: string): string {
  return route === NOT_FOUND_ROUTE ? NOT_FOUND_PROBE_URL : route;
}

export interface RouteDocumentInput {
  /** What the SSR renderer made of the route (the full build's or a release's incremental renderer). */
  rendered: RenderedRoute;
  /** The route's block types, from the route table. */
  blockTypes: readonly string[];
  /** The site data as the app receives it (`virtual:site`). */
  site: Site;
  /** The client build's manifest. */
  manifest: Manifest;
  /** The built site holding the CSS files the manifest names (they are inlined). */
  assetsRoot: string;
  /** The project's folder and route table: the breadcrumbs' titles and the entry a route is made from. */
  project: StructuredDataProject;
}

/**
 * The HTML document of one prerendered route: the one place that turns a render into a page, so a
 * full build and a release's one-page render write the same bytes for the same page.
 */
export function routeDocument({
  rendered,
  blockTypes,
  site,
  manifest,
  assetsRoot,
  project,
}: RouteDocumentInput): string {
  const { html, page, route, islandTypes } = rendered;
  const { css, script } = routeAssets(manifest, { blockTypes, islandTypes });
  const structuredData = route === NOT_FOUND_ROUTE ? [] : routeStructuredData(route, page.title, site, project);
  return pageDocument({
    headTags: `${fontPreloadTags(aboveTheFoldFonts(manifest))}\n    ${headTags(page, route, site, structuredData)}`,
    inlineCss: css.map((file) => readFileSync(path.join(assetsRoot, file), 'utf8').trim()).join('\n'),
    // All of it is inlined. On a page with islands each file is also named by a disabled link: Vite's
    // chunk loader finds it there when an island's code loads, and does not fetch and append that CSS
    // again (appended after the inlined CSS, it would change the cascade and shift the layout).
    stylesheets: script ? css.map((file) => ({ href: `/${file}`, disabled: true })) : [],
    appHtml: html,
    islands: script ? { entry: `/${script}`, site } : undefined,
  });
}
