import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PagesResponse, RoutesResponse, SiteReferencesResponse } from '../shared/editor-api.ts';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { lookupSiteValue, siteReferencePaths } from '../../build/pages/site-references.ts';
import { readExistingPages } from '../../build/scaffold/existing-pages.ts';

/** Every page file with its route and title (a file whose name is no route is left out: validation reports it). */
export async function listPages(root: string): Promise<PagesResponse> {
  const existing = await readExistingPages(root);
  const pages = existing
    .flatMap((page) =>
      page.route === undefined ? [] : [{ file: page.file, route: page.route, title: page.title ?? page.route }],
    )
    .sort(byRoute);
  return { pages, site: { file: 'site.json' } };
}

/** In the order a site map reads: the home page first, then by route, the not-found page last. */
function byRoute(a: { route: string }, b: { route: string }): number {
  const last = (route: string) => (route === NOT_FOUND_ROUTE ? 1 : 0);
  return last(a.route) - last(b.route) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);
}

/** The routes an internal link may lead to: every page but the not-found page. */
export async function listRoutes(root: string): Promise<RoutesResponse> {
  const { pages } = await listPages(root);
  return { routes: pages.map((page) => page.route).filter((route) => route !== NOT_FOUND_ROUTE) };
}

/** Every `{{reference}}` a page may use, with the text site.json gives it. */
export async function listSiteReferences(root: string): Promise<SiteReferencesResponse> {
  const site: unknown = JSON.parse(await readFile(path.join(root, 'site.json'), 'utf8'));
  const references = siteReferencePaths(site).map((reference) => ({
    token: `{{${reference}}}`,
    value: lookupSiteValue(site, reference) ?? '',
  }));
  return { references };
}
