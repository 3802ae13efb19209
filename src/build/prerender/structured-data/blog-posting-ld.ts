import type { BlogPosting, WithContext } from 'schema-dts';
import type { Site } from '../../../generated/schema-types';
import { canonicalUrl } from '../../../browser/app/page-title';
import { collectionNamed } from '../../../collections/collections';
import type { CollectionEntry } from '../../../collections/read-entries';
import { postFieldsOf } from './entry-fields';
import { publisherOf } from './publisher';

/** The address of a post's own page. */
export function postUrl(entry: Pick<CollectionEntry, 'slug'>, site: Pick<Site, 'baseUrl'>): string {
  const route = collectionNamed('posts')?.detailRoute?.(entry.slug) ?? `/blogs/${entry.slug}`;
  return canonicalUrl(route, site);
}

/** A post as an article for search results: headline, cover, dates, its engineer and the company. */
export function blogPostingLd(entry: CollectionEntry, site: Site): WithContext<BlogPosting> {
  const post = postFieldsOf(entry);
  const url = postUrl(entry, site);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary,
    image: `${site.baseUrl}${post.cover.src}`,
    datePublished: post.date,
    dateModified: post.updated ?? post.date,
    author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
    publisher: publisherOf(site),
    articleSection: post.category,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
  };
}
