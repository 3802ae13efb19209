import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageEntry, PagesResponse, RoutesResponse, SiteReferencesResponse } from '../shared/editor-api.ts';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route.ts';
import { lookupSiteValue, siteReferencePaths } from '../../build/pages/site-references.ts';
import { reservedPageAddress } from '../../build/pages/page-route.ts';
import { readExistingPages } from '../../build/scaffold/existing-pages.ts';
import { reservedPageWords } from './reserved-page.ts';

/**
 * Every page file with its route and title. A page at an address the site keeps (made before such addresses were
 * refused) is listed at that address with the words that say why it must go, so the author can move or delete
 * it; any other file whose name is no route is left out (validation reports it).
 */
export async function listPages(root: string): Promise<PagesResponse> {
  const existing = await readExistingPages(root);
  const pages = existing.flatMap((page): PageEntry[] => {
    if (page.route !== undefined) return [{ file: page.file, route: page.route, title: page.title ?? page.route }];
    const address = reservedPageAddress(page.file);
    if (address === undefined) return [];
    return [{ file: page.file, route: address, title: page.title ?? address, reserved: reservedPageWords(address) }];
  });
  return { pages: pages.sort(byRoute), site: { file: 'site.json' } };
}

/** In the order a site map reads: the home page first, then by route, the not-found page last. */
function byRoute(a: { route: string }, b: { route: string }): number {
  const last = (route: string) => (route === NOT_FOUND_ROUTE ? 1 : 0);
  return last(a.route) - last(b.route) || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0);
}

/** The routes an internal link may lead to: every page but the not-found page and those at reserved addresses. */
export async function listRoutes(root: string): Promise<RoutesResponse> {
  const { pages } = await listPages(root);
  const linkable = pages.filter((page) => page.reserved === undefined && page.route !== NOT_FOUND_ROUTE);
  return { routes: linkable.map((page) => page.route) };
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
