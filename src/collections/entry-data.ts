import type { Image, Link } from '../generated/schema-types.ts';

/*
 * The fields of each collection's entries as the templates and queries read them (the schemas are
 * schemas/collections/*.schema.json; entries reach the build only after validation against them).
 */

export interface PostData {
  title: string;
  /** ISO date. */
  date: string;
  updated?: string;
  publishAt?: string;
  author: { name: string; role: string };
  category: string;
  cover: Image;
  summary: string;
  /** Rich text with headings. */
  body: string;
  related?: Link[];
}

export type EmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';

export interface JobData {
  title: string;
  department: string;
  location: { streetAddress?: string; city: string; region: string; postalCode: string; country: string };
  employmentType: EmploymentType;
  experience: string;
  /** Rich text with headings. */
  description: string;
  datePosted: string;
  validThrough: string;
  publishAt?: string;
  apply: { email?: string; subject?: string; url?: string };
}

export interface NewsData {
  date: string;
  headline: string;
  image: Image;
  link: Link;
  publishAt?: string;
}

/** The employment types as a visitor reads them (the job schema's x-enumTitles say the same). */
export const employmentTypeWords: Record<EmploymentType, string> = {
  FULL_TIME: 'Full time',
  PART_TIME: 'Part time',
  CONTRACTOR: 'Contract',
  TEMPORARY: 'Temporary',
  INTERN: 'Internship',
};

/** The date an entry is sorted by and dated with in the sitemap: when it was published or last changed. */
export function entryDate(data: Record<string, unknown>): string | undefined {
  const date = data.date ?? data.datePosted;
  return typeof date === 'string' ? date : undefined;
}

/** When an entry last changed, for the sitemap's lastmod: `updated ?? date ?? datePosted`. */
export function entryLastModified(data: Record<string, unknown>): string | undefined {
  return typeof data.updated === 'string' ? data.updated : entryDate(data);
}
