import type { BreadcrumbList, ListItem, WithContext } from 'schema-dts';
import type { Site } from '../../../generated/schema-types';
import { canonicalUrl } from '../../../browser/app/page-title';

/** The first crumb of every trail: the home page, named as visitors know it. */
const HOME_LABEL = 'Home';

/** '/careers/current-openings/x' -> ['/careers', '/careers/current-openings', '/careers/current-openings/x']. */
function routesAlong(route: string): string[] {
  const parts = route.split('/').filter(Boolean);
  return parts.map((_, index) => `/${parts.slice(0, index + 1).join('/')}`);
}

/**
 * The trail from the home page to a page below the top level (Home › Careers › Current Openings),
 * or undefined for the home page and top-level pages, which need none. `titles` maps routes to
 * page titles; a folder with no page of its own has no address to link, so it is left out.
 */
export function breadcrumbLd(
  route: string,
  titles: ReadonlyMap<string, string>,
  site: Pick<Site, 'baseUrl'>,
): WithContext<BreadcrumbList> | undefined {
  const along = routesAlong(route);
  if (along.length < 2) return undefined;
  const crumbs = [
    { name: HOME_LABEL, route: '/' },
    ...along.flatMap((step) => {
      const title = titles.get(step);
      return title === undefined ? [] : [{ name: title, route: step }];
    }),
  ];
  const itemListElement: ListItem[] = crumbs.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.name,
    item: canonicalUrl(crumb.route, site),
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}
