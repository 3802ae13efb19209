import type { Link } from '../../generated/schema-types.ts';
import { CURRENT_SCHEMA_VERSION } from '../../build/migrations/index.ts';
import type { PostData } from '../entry-data.ts';
import { formatIndianDate } from '../format-date.ts';
import { readingTime } from '../reading-time.ts';
import { PAGE_SCHEMA_PATH, type EntryTemplate } from './template.ts';

/** A blog post's page: one article with its date, author and reading time, its body and related pages. */
export const postTemplate: EntryTemplate = (entry, { collection }) => {
  const post = entry.data as unknown as PostData;
  const back: Link = { label: 'All posts', href: collection.listRoute ?? '/' };
  return {
    $schema: PAGE_SCHEMA_PATH,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    title: post.title,
    description: post.summary,
    image: post.cover,
    blocks: [
      {
        type: 'article',
        eyebrow: post.category,
        heading: post.title,
        facts: [
          { label: 'Published', value: formatIndianDate(post.date), dateTime: post.date },
          ...(post.updated
            ? [{ label: 'Updated', value: formatIndianDate(post.updated), dateTime: post.updated }]
            : []),
          { label: 'Author', value: `${post.author.name}, ${post.author.role}` },
          { label: 'Reading time', value: readingTime(post.body) },
        ],
        image: post.cover,
        body: post.body,
        links: [...(post.related ?? []), back],
      },
    ],
  };
};
