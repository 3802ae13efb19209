import type { JsonDocument } from './load-json-with-positions.ts';
import { catalogue } from './catalogue/index.ts';
import { problemsFor, type Problem } from './problem.ts';
import { NOT_FOUND_PAGE_FILE } from '../pages/page-route.ts';

const sameTitleKey = (title: string) => title.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * Each page has its own title: browser tabs, bookmarks, history and search results show it, and
 * two pages with one title cannot be told apart there. Compared ignoring case and spacing. The
 * not-found page is exempt: it stands for every unknown address and is never listed. A warning,
 * reported on every page of the group, naming the others.
 */
export function checkDuplicateTitles(pages: readonly JsonDocument[]): Problem[] {
  const filesByTitle = new Map<string, string[]>();
  for (const page of pages) {
    const title = (page.data as { title?: unknown } | null)?.title;
    if (typeof title !== 'string' || title.trim() === '' || page.file === NOT_FOUND_PAGE_FILE) continue;
    const key = sameTitleKey(title);
    filesByTitle.set(key, [...(filesByTitle.get(key) ?? []), page.file]);
  }
  return pages.flatMap((page) => {
    const title = (page.data as { title?: unknown } | null)?.title;
    if (typeof title !== 'string' || page.file === NOT_FOUND_PAGE_FILE) return [];
    const others = (filesByTitle.get(sameTitleKey(title)) ?? []).filter((file) => file !== page.file);
    if (others.length === 0) return [];
    return [problemsFor(page.file, page.locate)(catalogue.duplicateTitle, '/title', { others: others.join(', ') })];
  });
}
