import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectionQueriesOf, collectionsQueriedBy } from './collection-queries';

describe('collectionsQueriedBy', () => {
  it('finds a query at any depth of the page, once per collection', () => {
    const page = {
      title: 'Home',
      blocks: [
        { type: 'banner', heading: 'Hi' },
        { type: 'newsCarousel', query: { collection: 'news', sort: 'newest', limit: 3 } },
        { type: 'section', children: [{ type: 'cardGrid', query: { collection: 'posts', limit: 6 } }] },
        { type: 'cardGrid', query: { collection: 'posts', category: 'Robots' } },
      ],
    };
    expect([...collectionsQueriedBy(page)].sort()).toEqual(['news', 'posts']);
  });

  it('ignores a field named collection outside a query, and a page without lists', () => {
    expect(collectionsQueriedBy({ blocks: [{ type: 'cardGrid', collection: 'posts', cards: [] }] }).size).toBe(0);
  });
});

describe('collectionQueriesOf', () => {
  let root: string;
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('maps each collection to the page files that list it, skipping pages that do not parse', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'collection-queries-'));
    await mkdir(path.join(root, 'pages/careers'), { recursive: true });
    const list = (collection: string) => JSON.stringify({ blocks: [{ type: 'cardGrid', query: { collection } }] });
    await writeFile(path.join(root, 'pages/blogs.json'), list('posts'));
    await writeFile(path.join(root, 'pages/careers/current-openings.json'), list('jobs'));
    await writeFile(path.join(root, 'pages/about.json'), JSON.stringify({ blocks: [] }));
    await writeFile(path.join(root, 'pages/broken.json'), '{ "blocks": [');
    const queries = await collectionQueriesOf(root);
    expect(Object.fromEntries(queries)).toEqual({
      posts: ['pages/blogs.json'],
      jobs: ['pages/careers/current-openings.json'],
    });
  });
});
