// @vitest-environment jsdom
// The feed is read with the DOM's standard XML parser, as a feed reader in a browser would.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authoredTestSite } from '../../../tests/blocks/test-site';
import { BLOG_FEED_ROUTE, FEED_ITEMS, blogFeedXml, writeBlogFeed } from './blog-feed';
import { fixtureJob, fixturePost } from './structured-data/entry-fixtures';

const site = authoredTestSite;

/** Parsed as a feed reader does: with a standard XML parser, failing on anything not well-formed. */
function parseFeed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  const error = document.querySelector('parsererror');
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  return document;
}

function items(document: Document) {
  return [...document.querySelectorAll('channel > item')].map((item) => ({
    title: item.querySelector('title')?.textContent,
    link: item.querySelector('link')?.textContent,
    guid: item.querySelector('guid')?.textContent,
    pubDate: item.querySelector('pubDate')?.textContent,
    description: item.querySelector('description')?.textContent,
    author: item.querySelector('author')?.textContent,
    category: item.querySelector('category')?.textContent,
  }));
}

describe('blogFeedXml', () => {
  const posts = [
    fixturePost('older', { date: '2026-03-14', title: 'Palletizing & payback <in Pune>' }),
    fixturePost('newest', { date: '2026-11-20', category: 'Sustainability' }),
    fixturePost('middle', { date: '2026-07-07' }),
  ];
  const document = parseFeed(blogFeedXml(posts, site));

  it('is an RSS 2.0 channel for the blog, with absolute addresses from the base URL', () => {
    expect(document.documentElement.nodeName).toBe('rss');
    expect(document.documentElement.getAttribute('version')).toBe('2.0');
    expect(document.querySelector('channel > title')?.textContent).toBe('Kinetiq Automation Pvt. Ltd. blog');
    expect(document.querySelector('channel > link')?.textContent).toBe('https://www.example.in/blogs');
    expect(document.querySelector('channel > language')?.textContent).toBe('en-IN');
  });

  it('lists the posts newest first, each with its own absolute link, date, summary, author and category', () => {
    const list = items(document);
    expect(list.map((item) => item.link)).toEqual([
      'https://www.example.in/blogs/newest',
      'https://www.example.in/blogs/middle',
      'https://www.example.in/blogs/older',
    ]);
    expect(list[0]).toMatchObject({
      title: 'Post newest',
      guid: 'https://www.example.in/blogs/newest',
      // Midnight in India is the evening before in UTC.
      pubDate: 'Thu, 19 Nov 2026 18:30:00 GMT',
      description: 'What newest is about.',
      author: 'sales@kinetiq.example.in (Aditya Deshpande)',
      category: 'Sustainability',
    });
  });

  it('keeps text with markup characters as text', () => {
    expect(items(document)[2]?.title).toBe('Palletizing & payback <in Pune>');
  });

  it('dates the channel by its newest post, so an unchanged blog builds the same bytes', () => {
    expect(document.querySelector('channel > lastBuildDate')?.textContent).toBe('Thu, 19 Nov 2026 18:30:00 GMT');
    expect(blogFeedXml(posts, site)).toBe(blogFeedXml([...posts].reverse(), site));
  });

  it('leaves out entries of other collections', () => {
    expect(items(parseFeed(blogFeedXml([...posts, fixtureJob('engineer')], site)))).toHaveLength(3);
  });

  it('carries only the newest FEED_ITEMS posts, however many the blog has', () => {
    const many = Array.from({ length: FEED_ITEMS + 5 }, (_, index) =>
      fixturePost(`post-${index + 1}`, { date: `2026-01-${String(index + 1).padStart(2, '0')}` }),
    );
    const links = items(parseFeed(blogFeedXml(many, site))).map((item) => item.link);
    expect(links).toHaveLength(FEED_ITEMS);
    expect(links[0]).toBe(`https://www.example.in/blogs/post-${FEED_ITEMS + 5}`);
    expect(links.at(-1)).toBe('https://www.example.in/blogs/post-6');
  });
});

describe('writeBlogFeed', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  function project(entries: ReturnType<typeof fixturePost>[]): string {
    root = mkdtempSync(path.join(tmpdir(), 'blog-feed-'));
    for (const entry of entries) {
      mkdirSync(path.join(root, path.dirname(entry.file)), { recursive: true });
      writeFileSync(path.join(root, entry.file), JSON.stringify(entry.data));
    }
    return root;
  }

  it('writes dist/blogs/feed.xml with the posts published by then, never a scheduled one or a job', async () => {
    const dir = project([
      fixturePost('published', { date: '2026-11-01' }),
      fixturePost('scheduled', { date: '2026-12-01', publishAt: '2026-12-01' }),
      fixturePost('due-today', { date: '2026-11-26', publishAt: '2026-11-26T09:00:00+05:30' }),
      fixtureJob('engineer'),
    ]);
    const distDir = path.join(dir, 'dist');
    await writeBlogFeed(dir, distDir, site, new Date('2026-11-26T10:00:00+05:30'));
    const xml = readFileSync(path.join(distDir, BLOG_FEED_ROUTE), 'utf8');
    expect(items(parseFeed(xml)).map((item) => item.link)).toEqual([
      'https://www.example.in/blogs/due-today',
      'https://www.example.in/blogs/published',
    ]);
  });

  it('writes a valid, empty channel when no post is live', async () => {
    const dir = project([fixturePost('later', { publishAt: '2027-01-01' })]);
    await writeBlogFeed(dir, path.join(dir, 'dist'), site, new Date('2026-11-26T10:00:00+05:30'));
    const document = parseFeed(readFileSync(path.join(dir, 'dist', BLOG_FEED_ROUTE), 'utf8'));
    expect(items(document)).toEqual([]);
    expect(document.querySelector('channel > title')?.textContent).toBe('Kinetiq Automation Pvt. Ltd. blog');
  });
});
