import type { CollectionEntry } from '../../../collections/read-entries';

/**
 * The fields of a post and of a job that the feed and the structured data read (the collection
 * schemas in schemas/collections/ define them all). Entries reach the build validated, so reading
 * them through these shapes is safe.
 */
export interface PostFields {
  title: string;
  date: string;
  updated?: string;
  author: { name: string; role: string };
  category: string;
  cover: { src: string; alt: string };
  summary: string;
  body: string;
}

export interface JobFields {
  title: string;
  department: string;
  location: { streetAddress?: string; city: string; region: string; postalCode: string; country: string };
  employmentType: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN';
  experience: string;
  description: string;
  datePosted: string;
  validThrough: string;
}

export function postFieldsOf(entry: CollectionEntry): PostFields {
  return entry.data as unknown as PostFields;
}

export function jobFieldsOf(entry: CollectionEntry): JobFields {
  return entry.data as unknown as JobFields;
}
