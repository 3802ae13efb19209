import type { Image, Page, Site } from '../../generated/schema-types';
import type { ImageRendition } from '../../browser/images/image-rendition';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { canonicalUrl, pageTitle } from '../../browser/app/page-title';
import type { Thing, WithContext } from 'schema-dts';
import { collectionNamed } from '../../collections/collections';
import { BLOG_FEED_ROUTE, blogFeedTitle } from './blog-feed';
import { escapeHtml } from './prerender-escape';
import { jsonLdScript } from './structured-data/json-ld-script';
import { organizationLd } from './structured-data/organization-ld';

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}">`;
}

/** The share card: the build's 1200 x 630 JPEG of whatever image the page names (src/build/images). */
function shareImageTags(image: Image & { rendition?: ImageRendition }, site: Site): string[] {
  const card = image.rendition ?? image;
  const url = `${site.baseUrl}${card.src}`;
  return [
    meta('property', 'og:image', url),
    ...(card.width && card.height
      ? [meta('property', 'og:image:width', card.width), meta('property', 'og:image:height', card.height)]
      : []),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:image', url),
    meta('name', 'twitter:image:alt', image.alt),
  ];
}

/** The blog's page and every post announce the feed, so a reader finds it from any of them. */
function isBlogRoute(route: string): boolean {
  const blog = collectionNamed('posts')?.listRoute ?? '/blogs';
  return route === blog || route.startsWith(`${blog}/`);
}

function feedLink(site: Site): string {
  const title = escapeHtml(blogFeedTitle(site));
  return `<link rel="alternate" type="application/rss+xml" title="${title}" href="${BLOG_FEED_ROUTE}">`;
}

/**
 * The <head> tags of a prerendered page, all from its data: title, description, canonical URL,
 * Open Graph and Twitter cards (the page's image or the site's share image), the favicon, the blog
 * feed's alternate link on /blogs and the posts, and JSON-LD: the Organization on the home page plus
 * `structuredData` (breadcrumbs, a post, a job: route-structured-data.ts). The not-found page is kept
 * out of search results instead.
 */
export function headTags(
  page: Page,
  route: string,
  site: Site,
  structuredData: readonly WithContext<Thing>[] = [],
): string {
  const title = pageTitle(page, site);
  const isNotFound = route === NOT_FOUND_ROUTE;
  const url = isNotFound ? undefined : canonicalUrl(route, site);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', page.description),
    isNotFound ? meta('name', 'robots', 'noindex') : `<link rel="canonical" href="${escapeHtml(url ?? '')}">`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(site.logo.compact.src)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.companyName),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:locale', 'en_IN'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', page.description),
    ...shareImageTags(page.image ?? site.shareImage, site),
    ...(isBlogRoute(route) ? [feedLink(site)] : []),
    ...(route === '/' ? [jsonLdScript(organizationLd(site))] : []),
    ...structuredData.map((data) => jsonLdScript(data)),
  ];
  return tags.join('\n    ');
}

/**
 * Preloads for the fonts of the first screen, so the text is set in the brand typeface at first
 * paint instead of swapping from the fallback. `crossorigin` is required: fonts are always fetched
 * in CORS mode, and a preload without it is fetched twice.
 */
export function fontPreloadTags(files: string[]): string {
  return files
    .map((file) => `<link rel="preload" href="/${escapeHtml(file)}" as="font" type="font/woff2" crossorigin>`)
    .join('\n    ');
}
