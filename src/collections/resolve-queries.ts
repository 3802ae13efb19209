import type {
  Block,
  CardGrid,
  EntriesFromACollection as CollectionQuery,
  NewsCarousel,
} from '../generated/schema-types.ts';
import { collectionNamed, type CollectionName } from './collections.ts';
import { employmentTypeWords } from './employment-type-words.ts';
import { entryDate, type JobData, type NewsData, type PostData } from './entry-data.ts';
import { dateBadgeOf, formatIndianDate } from './format-date.ts';
import type { CollectionEntry } from './read-entries.ts';
import { readingTime } from './reading-time.ts';
import { jobPlace } from './templates/job.ts';
import { isLive } from './visibility.ts';

type Card = NonNullable<CardGrid['cards']>[number] & { dateBadge?: { dateTime?: string } };
type NewsItem = NonNullable<NewsCarousel['items']>[number] & { dateTime?: string };

/** The most a query shows when it names no limit: as many as a list holds (the schemas' maxItems). */
const MOST = 24;

function detailHref(collection: CollectionName, slug: string): string {
  return collectionNamed(collection)?.detailRoute?.(slug) ?? '/';
}

/** The live entries a query asks for, in its order, at most its limit. */
export function queryEntries(
  query: CollectionQuery,
  entries: readonly CollectionEntry[],
  now: Date,
): CollectionEntry[] {
  const category = query.category?.trim().toLowerCase();
  const direction = query.sort === 'oldest' ? 1 : -1;
  return entries
    .filter((entry) => entry.collection === query.collection && isLive(entry.data, now))
    .filter(
      (entry) =>
        !category ||
        String(entry.data.category ?? '')
          .trim()
          .toLowerCase() === category,
    )
    .sort(
      (a, b) =>
        direction * (entryDate(a.data) ?? '').localeCompare(entryDate(b.data) ?? '') || a.slug.localeCompare(b.slug),
    )
    .slice(0, query.limit ?? MOST);
}

/** A card for the blog grid, the openings list or a news grid. */
function cardOf(entry: CollectionEntry): Card {
  const href = detailHref(entry.collection, entry.slug);
  if (entry.collection === 'jobs') {
    const job = entry.data as unknown as JobData;
    const type = employmentTypeWords(job.employmentType);
    return {
      id: entry.slug,
      title: job.title,
      text: `${jobPlace(job)} · ${type} · ${job.experience}`,
      link: { label: 'View Opening', href, ariaLabel: `View the opening: ${job.title}` },
    };
  }
  if (entry.collection === 'news') {
    const news = entry.data as unknown as NewsData;
    return {
      id: entry.slug,
      title: news.headline,
      image: news.image,
      dateBadge: { ...dateBadgeOf(news.date), dateTime: news.date } as Card['dateBadge'],
      link: news.link,
    };
  }
  const post = entry.data as unknown as PostData;
  return {
    id: entry.slug,
    eyebrow: post.category,
    title: post.title,
    text: post.summary,
    image: post.cover,
    meta: [readingTime(post.body)],
    dateBadge: { ...dateBadgeOf(post.date), dateTime: post.date } as Card['dateBadge'],
    link: { label: 'Read More', href, ariaLabel: `Read more: ${post.title}` },
  };
}

/** A news card: news items as they are, blog posts as news of the site; job openings have no picture. */
function newsItemOf(entry: CollectionEntry, position: number): NewsItem[] {
  const id = position + 1;
  if (entry.collection === 'news') {
    const news = entry.data as unknown as NewsData;
    const date = { date: formatIndianDate(news.date), dateTime: news.date };
    return [{ id, image: news.image, ...date, headline: news.headline, link: news.link }];
  }
  if (entry.collection === 'posts') {
    const post = entry.data as unknown as PostData;
    const link = { label: 'Read More', href: detailHref('posts', entry.slug), ariaLabel: `Read more: ${post.title}` };
    return [
      { id, image: post.cover, date: formatIndianDate(post.date), dateTime: post.date, headline: post.title, link },
    ];
  }
  return [];
}

function resolveBlock(block: Block, entries: readonly CollectionEntry[], now: Date): Block {
  if (block.type === 'cardGrid' && block.query) {
    return { ...block, cards: queryEntries(block.query, entries, now).map(cardOf) };
  }
  if (block.type === 'newsCarousel' && block.query) {
    return { ...block, items: queryEntries(block.query, entries, now).flatMap(newsItemOf) };
  }
  return block;
}

/** Whether a page has a block whose list comes from a collection (so the entries need reading). */
export function pageHasQueries(page: unknown): boolean {
  const blocks = (page as { blocks?: unknown } | null)?.blocks;
  return Array.isArray(blocks) && blocks.some((block) => (block as { query?: unknown } | null)?.query !== undefined);
}

/**
 * The page with every queried list filled from the live entries at `now` (cards of a cardGrid, items
 * of a newsCarousel; an empty list when none is live). Runs on the parsed copy, before the schema
 * defaults: the author's file is never written.
 */
export function resolveCollectionQueries<T>(page: T, entries: readonly CollectionEntry[], now: Date): T {
  const blocks = (page as { blocks?: unknown } | null)?.blocks;
  if (!Array.isArray(blocks)) return page;
  return { ...page, blocks: (blocks as Block[]).map((block) => resolveBlock(block, entries, now)) };
}
