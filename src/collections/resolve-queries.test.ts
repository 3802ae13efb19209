import { describe, expect, it } from 'vitest';
import { queryEntries, resolveCollectionQueries } from './resolve-queries';
import type { CollectionEntry } from './read-entries';

const now = new Date('2026-05-01T12:00:00+05:30');

function post(slug: string, date: string, category: string, extra: Record<string, unknown> = {}): CollectionEntry {
  const data = {
    title: `Post ${slug}`,
    date,
    category,
    summary: `About ${slug}.`,
    author: { name: 'A', role: 'B' },
    cover: { src: `/images/${slug}.svg`, alt: slug },
    body: Array.from({ length: 450 }, () => 'word').join(' '),
    ...extra,
  };
  return { collection: 'posts', slug, file: `content/posts/${slug}.json`, data };
}

const entries = [
  post('a', '2026-01-10', 'Robotics'),
  post('b', '2026-03-02', 'Conveying'),
  post('c', '2026-02-20', 'robotics'),
  post('later', '2026-04-01', 'Robotics', { publishAt: '2026-05-02' }),
];

describe('queryEntries', () => {
  it('gives live entries newest first by default, oldest first when asked, at most the limit', () => {
    expect(queryEntries({ collection: 'posts' }, entries, now).map(({ slug }) => slug)).toEqual(['b', 'c', 'a']);
    expect(
      queryEntries({ collection: 'posts', sort: 'oldest', limit: 2 }, entries, now).map(({ slug }) => slug),
    ).toEqual(['a', 'c']);
  });

  it('keeps one category, whatever its capitals', () => {
    expect(queryEntries({ collection: 'posts', category: 'Robotics' }, entries, now).map(({ slug }) => slug)).toEqual([
      'c',
      'a',
    ]);
  });
});

describe('resolveCollectionQueries', () => {
  it('makes blog cards: category, summary, date badge with its ISO date, reading time and a named Read More', () => {
    const page = { blocks: [{ type: 'cardGrid', variant: 'blog', query: { collection: 'posts', limit: 1 } }] };
    const [grid] = resolveCollectionQueries(page, entries, now).blocks as unknown as [{ cards: unknown[] }];
    expect(grid.cards).toEqual([
      {
        id: 'b',
        eyebrow: 'Conveying',
        title: 'Post b',
        text: 'About b.',
        image: { src: '/images/b.svg', alt: 'b' },
        meta: ['2 min read'],
        dateBadge: { day: 2, month: 'Mar', dateTime: '2026-03-02' },
        link: { label: 'Read More', href: '/blogs/b', ariaLabel: 'Read more: Post b' },
      },
    ]);
  });

  it('leaves blocks without a query as they are', () => {
    const page = { blocks: [{ type: 'section', heading: 'x' }] };
    expect(resolveCollectionQueries(page, entries, now)).toEqual(page);
  });
});
