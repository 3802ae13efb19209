import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Thing, WithContext } from 'schema-dts';
import type { Site } from '../../../generated/schema-types';
import type { RouteTableEntry } from '../../pages/route-table';
import { collectionFileParts } from '../../../collections/collections';
import type { CollectionEntry } from '../../../collections/read-entries';
import { blogPostingLd } from './blog-posting-ld';
import { breadcrumbLd } from './breadcrumb-ld';
import { jobPostingLd } from './job-posting-ld';

/** The project a page is built from: where its files are and its route table. */
export interface StructuredDataProject {
  root: string;
  routes: readonly RouteTableEntry[];
}

function readJson(root: string, file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** The titles of the pages above `route` (read from their files), and the page's own. */
function titlesAlong(route: string, ownTitle: string, project: StructuredDataProject): Map<string, string> {
  const titles = new Map<string, string>([[route, ownTitle]]);
  for (const entry of project.routes) {
    if (entry.route === route || !route.startsWith(`${entry.route}/`) || entry.route === '/') continue;
    const title = readJson(project.root, entry.file)?.title;
    if (typeof title === 'string') titles.set(entry.route, title);
  }
  return titles;
}

/** The collection entry a route is made from (its route table file is content/<collection>/<slug>.json). */
function entryOf(file: string, root: string): CollectionEntry | undefined {
  const parts = collectionFileParts(file);
  const data = parts && readJson(root, file);
  return parts && data ? { collection: parts.collection.name, slug: parts.slug, file, data } : undefined;
}

/**
 * The JSON-LD of one page beyond the home page's Organization (prerender-head.ts): the breadcrumb
 * trail below the top level, and a post's BlogPosting or a job's JobPosting on an entry's page.
 */
export function routeStructuredData(
  route: string,
  pageTitle: string,
  site: Site,
  project: StructuredDataProject,
): WithContext<Thing>[] {
  const breadcrumb = breadcrumbLd(route, titlesAlong(route, pageTitle, project), site);
  const file = project.routes.find((entry) => entry.route === route)?.file;
  const entry = file ? entryOf(file, project.root) : undefined;
  return [
    ...(breadcrumb ? [breadcrumb] : []),
    ...(entry?.collection === 'posts' ? [blogPostingLd(entry, site)] : []),
    ...(entry?.collection === 'jobs' ? [jobPostingLd(entry, site)] : []),
  ];
}
