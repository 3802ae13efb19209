import type { EntryDocument } from './check-duplicate-entry-titles.ts';
import { checkSeo } from './check-seo.ts';
import type { Problem } from './problem.ts';

/**
 * A post's summary is its page's meta description (the design's post template): the same
 * search-result length applies, reported on the summary. Its title is not measured as a page title
 * is: a headline that says what the post is about matters more than where a search result cuts it.
 */
export function checkPostSeo(entry: EntryDocument): Problem[] {
  if (entry.collection.name !== 'posts') return [];
  const { summary } = (entry.data ?? {}) as { summary?: unknown };
  const toEntry = (pointer: string) => (pointer === '/description' ? '/summary' : pointer);
  const asPage = {
    file: entry.file,
    data: { description: summary },
    locate: (pointer: string, part?: 'value' | 'key') => entry.locate(toEntry(pointer), part),
  };
  return checkSeo(asPage).map((problem) => ({ ...problem, pointer: toEntry(problem.pointer) }));
}
