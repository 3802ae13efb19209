import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageEntry } from '../../browser/app/page-entry';
import type { RenderedRoute } from '../../browser/app/render-route';
import type { ReceivedSite } from '../../generated/received-types';
import type { Manifest } from '../../build/prerender/prerender-assets';
import { renderUrlOf, routeDocument } from '../../build/prerender/route-document';
import type { RouteTableEntry } from '../../build/pages/route-table';
import { RELEASE_SERVER_ENTRY } from '../../build/prerender/build-site';
import type { Site } from '../../generated/schema-types';
import { projectRoutes, runtimePageEntries, runtimeSite } from './runtime-pages';

interface ReleaseServerEntry {
  renderRoute(url: string, pages: readonly PageEntry[], site: ReceivedSite): Promise<RenderedRoute>;
}

/** One full build's renderer, with what its pages need: the client manifest and the built CSS. */
export interface ReleaseRenderer {
  entry: ReleaseServerEntry;
  manifest: Manifest;
  /** A release built with this renderer: the CSS files the manifest names are read from it. */
  assetsRoot: string;
}

export function rendererFile(rendererDir: string): string {
  return path.join(rendererDir, `${path.parse(RELEASE_SERVER_ENTRY).name}.js`);
}

/** Node caches a module by its address, and each full build's renderer has its own folder: loaded once. */
export async function loadReleaseRenderer(rendererDir: string, releaseDir: string): Promise<ReleaseRenderer> {
  const entry = (await import(pathToFileURL(rendererFile(rendererDir)).href)) as ReleaseServerEntry;
  const manifest = JSON.parse(await readFile(path.join(releaseDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  return { entry, manifest, assetsRoot: releaseDir };
}

/** A project folder's pages and site data, read now, for rendering some of its routes. */
export interface ProjectSnapshot {
  root: string;
  routes: RouteTableEntry[];
  pages: PageEntry[];
  site: ReceivedSite;
}

export async function projectSnapshot(root: string): Promise<ProjectSnapshot> {
  const routes = projectRoutes(root);
  return { root, routes, pages: runtimePageEntries(root, routes), site: await runtimeSite(root) };
}

/** The HTML document of one route of the project, as the full build would write it. */
export async function renderProjectRoute(
  renderer: ReleaseRenderer,
  project: ProjectSnapshot,
  entry: RouteTableEntry,
): Promise<string> {
  const url = renderUrlOf(entry.route);
  const rendered = await renderer.entry.renderRoute(url, project.pages, project.site);
  if (rendered.route !== entry.route) throw new Error(`${url} rendered ${rendered.route}, expected ${entry.route}`);
  return routeDocument({
    rendered,
    blockTypes: entry.blockTypes,
    // The app's site data and the head's are one object (`virtual:site`), as in the build.
    site: project.site as unknown as Site,
    manifest: renderer.manifest,
    assetsRoot: renderer.assetsRoot,
    project: { root: project.root, routes: project.routes },
  });
}
