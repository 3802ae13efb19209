import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import type { Site } from '../../generated/schema-types';
import { collectionNamed } from '../../collections/collections';
import { readCollectionEntries, type CollectionEntry } from '../../collections/read-entries';
import { contentNow, isLive, startOf } from '../../collections/visibility';
import { postUrl } from './structured-data/blog-posting-ld';
import { postFieldsOf } from './structured-data/entry-fields';

/** Where the feed is published, beside the blog's own page (/blogs). */
export const BLOG_FEED_ROUTE = `${collectionNamed('posts')?.listRoute ?? '/blogs'}/feed.xml`;

/** What feed readers and the alternate link call the feed. */
export function blogFeedTitle(site: Pick<Site, 'companyName' | 'shortName'>): string {
  return `${site.shortName ?? site.companyName} blog`;
}

/** Newest first; posts of the same day by slug, so the order never changes between builds. */
function newestFirst(a: CollectionEntry, b: CollectionEntry): number {
  return postFieldsOf(b).date.localeCompare(postFieldsOf(a).date) || a.slug.localeCompare(b.slug);
}

/**
 * The RSS 2.0 feed of the given posts (only posts: other entries are ignored), the newest
 * FEED_ITEMS of them, newest first, every
 * address absolute from site.json's baseUrl. The caller passes live posts only (writeBlogFeed).
 * The channel's date is the newest post's, not the build's, so an unchanged blog writes the same bytes.
 */
/**
 * How many posts the feed carries: feed readers poll it and only need what is new, and a feed of a
 * thousand posts would weigh over half a megabyte on every poll (and on every publish).
 */
export const FEED_ITEMS = 20;

export function blogFeedXml(posts: readonly CollectionEntry[], site: Site): string {
  const sorted = posts
    .filter((entry) => entry.collection === 'posts')
    .sort(newestFirst)
    .slice(0, FEED_ITEMS);
  const newest = sorted[0] && postFieldsOf(sorted[0]);
  const blogUrl = `${site.baseUrl}${collectionNamed('posts')?.listRoute ?? '/blogs'}`;
  const feed = new Feed({
    title: blogFeedTitle(site),
    description: site.tagline ?? blogFeedTitle(site),
    id: blogUrl,
    link: blogUrl,
    language: 'en-IN',
    copyright: site.footer.copyright,
    feedLinks: { rss: `${site.baseUrl}${BLOG_FEED_ROUTE}` },
    updated: newest ? startOf(newest.updated ?? newest.date) : undefined,
    generator: false,
  });
  for (const entry of sorted) {
    const post = postFieldsOf(entry);
    const link = postUrl(entry, site);
    feed.addItem({
      title: post.title,
      link,
      // No guid given: the feed uses the link as a permalink guid, the post's lasting identity.
      date: startOf(post.date),
      description: post.summary,
      // RSS 2.0 names an author by e-mail address, "address (name)": the company's enquiry address.
      author: [{ name: post.author.name, email: site.contact.email }],
      category: [{ name: post.category }],
    });
  }
  return feed.rss2();
}

/** The feed of the project's posts that are live at `now` (CONTENT_NOW in tests and previews). */
export function projectBlogFeedXml(root: string, site: Site, now = contentNow()): string {
  const live = readCollectionEntries(root).filter((entry) => entry.collection === 'posts' && isLive(entry.data, now));
  return blogFeedXml(live, site);
}

/**
 * Writes dist/blogs/feed.xml for a full build. A release made from another (src/publishing/release)
 * links its files to the current release's: it writes projectBlogFeedXml through replaceReleaseFile instead.
 */
export async function writeBlogFeed(root: string, distDir: string, site: Site, now = contentNow()): Promise<void> {
  const file = path.join(distDir, BLOG_FEED_ROUTE);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, projectBlogFeedXml(root, site, now));
}
