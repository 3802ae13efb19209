import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Site } from '../../../src/generated/schema-types';
import { deriveRouteTable } from '../../../src/build/pages/route-table';
import { layoutSiteSource } from './layout-site';

/** What the layout fixture site says, read from its files (tests/fixtures/layout-site), for the layout tests' expectations. */
export const layoutSite = JSON.parse(readFileSync(path.join(layoutSiteSource, 'site.json'), 'utf8')) as Site;

/** One fixture page by its route, as written. */
export function layoutSitePage(route: string): Page {
  const entry = deriveRouteTable(path.join(layoutSiteSource, 'pages'), layoutSiteSource).find(
    (candidate) => candidate.route === route,
  );
  if (!entry) throw new Error(`the layout fixture site has no page at ${route}`);
  return JSON.parse(readFileSync(path.join(layoutSiteSource, entry.file), 'utf8')) as Page;
}
