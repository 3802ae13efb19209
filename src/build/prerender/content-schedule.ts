import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { collectionNamed } from '../../collections/collections';
import { readCollectionEntries, type CollectionEntry } from '../../collections/read-entries';
import { contentNow, isExpired, nextContentChange } from '../../collections/visibility';

/**
 * Written beside the pages of every build and release, never served (src/server/static-site.ts keeps
 * it private): the server answers 410 Gone for `gone` and rebuilds by itself at `nextChange`.
 */
export const CONTENT_SCHEDULE_FILE = '_content-schedule.json';

export interface ContentSchedule {
  /** The next moment an entry appears (publishAt) or expires (validThrough), ISO; null when none will. */
  nextChange: string | null;
  /** The addresses of entries that had a page and have expired (closed job openings), sorted. */
  gone: string[];
}

/** The schedule of a project's entries as of `now` (CONTENT_NOW in tests and previews). */
export function contentScheduleOf(entries: readonly CollectionEntry[], now: Date): ContentSchedule {
  const gone = entries.flatMap(({ collection, slug, data }) => {
    const detailRoute = collectionNamed(collection)?.detailRoute;
    return detailRoute && isExpired(data, now) ? [detailRoute(slug)] : [];
  });
  return { nextChange: nextContentChange(entries, now)?.toISOString() ?? null, gone: gone.sort() };
}

/** The file's text for the project at `root` as of `now`. */
export function contentScheduleJson(root: string, now: Date = contentNow()): string {
  return `${JSON.stringify(contentScheduleOf(readCollectionEntries(root), now), null, 2)}\n`;
}

/** Writes `<outDir>/_content-schedule.json` for the project at `root`; resolves with the file written. */
export async function writeContentSchedule(root: string, outDir: string, now: Date = contentNow()): Promise<string> {
  const file = path.join(outDir, CONTENT_SCHEDULE_FILE);
  await writeFile(file, contentScheduleJson(root, now));
  return file;
}
