import { describe, expect, it } from 'vitest';
import { collectionNamed } from '../../collections/collections';
import { checkPostSeo } from './check-post-seo';
import type { EntryDocument } from './check-duplicate-entry-titles';

const lines: Record<string, number> = { '/title': 3, '/summary': 9 };

function post(data: object, collection = 'posts'): EntryDocument {
  return {
    file: 'content/posts/x.json',
    data,
    locate: (pointer) => ({ line: lines[pointer] ?? 1, column: 12 }),
    collection: collectionNamed(collection)!,
    slug: 'x',
  };
}

describe("a post's search-result lengths", () => {
  it('measures the summary as the meta description, reported at the summary', () => {
    const problems = checkPostSeo(post({ title: 'Robot safety', summary: 'Too short.' }));
    expect(problems.map(({ pointer, line, rule }) => ({ pointer, line, rule }))).toEqual([
      { pointer: '/summary', line: 9, rule: 'seo-description-length' },
    ]);
  });

  it('does not measure the title as a page title', () => {
    const summary = 'What to weigh when a cement plant moves from manual bag stacking to a robotic palletizer.';
    expect(
      checkPostSeo(post({ title: 'A thorough guide to choosing a palletizer for a cement plant', summary })),
    ).toEqual([]);
  });

  it('leaves jobs and news to their own pages and cards', () => {
    expect(checkPostSeo(post({ title: 'x'.repeat(100), summary: 'Short.' }, 'jobs'))).toEqual([]);
  });
});
