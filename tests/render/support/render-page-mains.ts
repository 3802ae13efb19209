import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageEntry } from '../../../src/browser/app/page-entry';
import { renderRoute } from '../../../src/browser/app/render-route';
import type { BlockType } from '../../../src/browser/blocks/block-types';
import { resolveSiteReferences } from '../../../src/build/pages/site-references';
import { deriveRouteTable } from '../../../src/build/pages/route-table';
import { pageWithDefaults } from '../../../src/build/validation/apply-schema-defaults';
import { readSite, urlFor } from './page-entries';

type PageJson = Record<string, unknown>;

/**
 * The `<main>` markup of every page of the project at `root`, keyed by page file ('pages/about.json'),
 * each page passed through `prepare` after it is parsed (the identity, or a migration in memory)
 * and then through the same defaults and site references as the build.
 */
export async function renderPageMains(
  root: string,
  prepare: (page: PageJson) => PageJson = (page) => page,
): Promise<Map<string, string>> {
  const site = readSite(root);
  const entries: PageEntry[] = deriveRouteTable(path.join(root, 'pages'), root).map(({ route, file, blockTypes }) => ({
    route,
    file,
    blockTypes: blockTypes as BlockType[],
    load: async () => {
      const data = prepare(JSON.parse(readFileSync(path.join(root, file), 'utf8')) as PageJson);
      return { default: resolveSiteReferences(pageWithDefaults(data), site) };
    },
  }));
  const mains = new Map<string, string>();
  for (const entry of entries) {
    const { html } = await renderRoute(urlFor(entry.route), entries, site);
    const main = /<main[\s>][\s\S]*<\/main>/.exec(html);
    if (!main) throw new Error(`${entry.file}: no <main> in the rendered page`);
    mains.set(entry.file, main[0]);
  }
  return mains;
}
