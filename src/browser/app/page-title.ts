import type { ReceivedPage, ReceivedSite } from '../../generated/received-types';

/** The document title: the page's own title, then the brand name (which lives only in site.json). */
export function pageTitle(
  page: Pick<ReceivedPage, 'title'>,
  site: Pick<ReceivedSite, 'companyName' | 'shortName'>,
): string {
  return `${page.title} | ${site.shortName ?? site.companyName}`;
}

/** The canonical address of a route: the site's base URL plus the route. */
export function canonicalUrl(route: string, site: Pick<ReceivedSite, 'baseUrl'>): string {
  return `${site.baseUrl}${route}`;
}
