import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Block, Page, Site } from '../../../src/generated/schema-types';
import { pageTitle } from '../../../src/browser/app/page-title';
import { readPage } from '../../../src/build/pages/read-page';
import { deriveRouteTable } from '../../../src/build/pages/route-table';
import { repoRoot } from './repo-root';

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

export function loadSite(): Site {
  return readJson<Site>(path.join(repoRoot, 'site.json'));
}

/** Every page in pages/, keyed by route ('*' is the not-found page). */
export function loadPages(): Map<string, Page> {
  const pages = new Map<string, Page>();
  const site = loadSite();
  for (const { route, file } of deriveRouteTable(path.join(repoRoot, 'pages'), repoRoot))
    pages.set(route, readPage(repoRoot, file, site));
  return pages;
}

export function pageFor(route: string): Page {
  const page = loadPages().get(route);
  if (!page) throw new Error(`no page in pages/ has route ${route}`);
  return page;
}

/** The blocks of one type on a page, typed. */
export function blocksOf<T extends Block['type']>(page: Page, type: T): Extract<Block, { type: T }>[] {
  return page.blocks.filter((block): block is Extract<Block, { type: T }> => block.type === type);
}

/** The browser-tab title the app gives a page. */
export const expectedTitle = (page: Page, site: Site): string => pageTitle(page, site);
