import type { Job, NewsEntry, Post } from '../generated/schema-types.ts';

/*
 * The fields of each collection's entries as the templates and queries read them: the types generated
 * from schemas/collections/*.schema.json (entries reach the build only after validation against them).
 */
export type PostData = Post;
export type JobData = Job;
export type NewsData = NewsEntry;
export type EmploymentType = Job['employmentType'];

/** The date an entry is sorted by and dated with in the sitemap: when it was published or last changed. */
export function entryDate(data: Record<string, unknown>): string | undefined {
  const date = data.date ?? data.datePosted;
  return typeof date === 'string' ? date : undefined;
}

/** When an entry last changed, for the sitemap's lastmod: `updated ?? date ?? datePosted`. */
export function entryLastModified(data: Record<string, unknown>): string | undefined {
  return typeof data.updated === 'string' ? data.updated : entryDate(data);
}
