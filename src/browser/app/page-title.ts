import type { Page, Site } from '../../generated/schema-types';

/** The document title: the page's own title, then the brand name (which lives only in site.json). */
export function pageTitle(page: Pick<Page, 'title'>, site: Pick<Site, 'companyName' | 'shortName'>): string {
  return `${page.title} | ${site.shortName ?? site.companyName}`;
}

/** The canonical address of a route: the site's base URL plus the route. */
export function canonicalUrl(route: string, site: Pick<Site, 'baseUrl'>): string {
  return `${site.baseUrl}${route}`;
}
