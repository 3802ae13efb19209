import { readFileSync } from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_ROUTE } from '../../../src/browser/app/not-found-route';
import type { PageEntry } from '../../../src/browser/app/page-entry';
import type { BlockType } from '../../../src/browser/blocks/block-types';
import { readPage } from '../../../src/build/pages/read-page';
import { deriveRouteTable } from '../../../src/build/pages/route-table';
import { projectSchemasDir, siteWithDefaults } from '../../../src/build/validation/apply-schema-defaults';
import type { ReceivedSite } from '../../../src/generated/received-types';

/**
 * The route table the app would get from `virtual:pages`, built with the same derivation but
 * loading page files from disk instead of through Vite chunks.
 */
export function pageEntriesFrom(pagesDir: string, root: string, site: ReceivedSite = readSite(root)): PageEntry[] {
  return deriveRouteTable(pagesDir, root).map(({ route, file, blockTypes }) => ({
    route,
    file,
    blockTypes: blockTypes as BlockType[],
    load: async () => ({ default: readPage(root, file, site) }),
  }));
}

/** A project's site.json as the app receives it (schema defaults filled in, as `virtual:site` does). */
export function readSite(root: string): ReceivedSite {
  return siteWithDefaults(JSON.parse(readFileSync(path.join(root, 'site.json'), 'utf8')), projectSchemasDir(root));
}

/** A URL that opens `route`; the not-found page is opened through a path no page has. */
export function urlFor(route: string): string {
  return route === NOT_FOUND_ROUTE ? '/no-such-page/anywhere' : route;
}
