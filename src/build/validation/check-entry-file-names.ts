import { SLUG, type CollectionDefinition } from '../../collections/collections.ts';
import { catalogue } from './catalogue/index.ts';
import { problemOf, type Problem } from './problem.ts';

/** 'Robot Safety_2026' → 'robot-safety-2026': the slug an author most likely meant. */
export function slugFrom(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'entry'
  );
}

/**
 * An entry's file name is the last part of its address, so it must be a slug. Reported on the file
 * as a whole (line 0), as a page file name that cannot be a route is.
 */
export function checkEntryFileName(file: string, collection: CollectionDefinition, slug: string): Problem[] {
  if (SLUG.test(slug)) return [];
  const suggested = `${collection.folder}${slugFrom(slug)}.json`;
  return [problemOf(catalogue.entryFileName, { name: `${slug}.json`, suggested }, { file })];
}
