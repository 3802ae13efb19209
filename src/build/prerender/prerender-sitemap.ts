import type { Site } from '../../generated/schema-types';
import { canonicalUrl } from '../../browser/app/page-title';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { escapeHtml } from './prerender-escape';

/** One address in the sitemap; an entry's page says when it last changed (an ISO date). */
export interface SitemapRoute {
  route: string;
  lastmod?: string;
}

/** sitemap.xml from the route table: every page but the not-found catch-all, entries with their lastmod. */
export function sitemapXml(routes: readonly SitemapRoute[], site: Pick<Site, 'baseUrl'>): string {
  const urls = routes
    .filter(({ route }) => route !== NOT_FOUND_ROUTE)
    .map(({ route, lastmod }) => {
      const loc = `<loc>${escapeHtml(canonicalUrl(route, site))}</loc>`;
      return `  <url>${loc}${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`;
    });
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
