import type { Site } from '../../generated/schema-types';
import { canonicalUrl } from '../../browser/app/page-title';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { escapeHtml } from './prerender-escape';

/** Routes a search engine should index: every page except the not-found catch-all. */
function indexableRoutes(routes: readonly string[]): string[] {
  return routes.filter((route) => route !== NOT_FOUND_ROUTE);
}

/** sitemap.xml from the route table. */
export function sitemapXml(routes: readonly string[], site: Pick<Site, 'baseUrl'>): string {
  const urls = indexableRoutes(routes).map(
    (route) => `  <url><loc>${escapeHtml(canonicalUrl(route, site))}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(site: Pick<Site, 'baseUrl'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`;
}
