import { describe, expect, it } from 'vitest';
import type { PageEntry } from '../../src/browser/app/page-entry';
import { renderRoute } from '../../src/browser/app/render-route';
import type { BlockType } from '../../src/browser/blocks/block-types';
import { blockRegistry } from '../../src/browser/blocks/registry';
import { pageWithDefaults } from '../../src/build/validation/apply-schema-defaults';
import { resolveCollectionQueries } from '../../src/collections/resolve-queries';
import type { Page } from '../../src/generated/schema-types';
import { generateRandomPages } from '../support/random-pages';
import { baseProjectDir } from '../validation/fixture-project';
import { readSite } from './support/page-entries';

const site = readSite(baseProjectDir);
const RANDOM_PAGE_COUNT = 200;

/**
 * A one-page route table serving `page` at /random-page (random routes may not be URL-safe), with
 * its queries answered (from no entries) and its schema defaults filled in as the build does: the
 * faker leaves most optional fields out.
 */
function tableFor(page: Page): PageEntry[] {
  const blockTypes = [...new Set(page.blocks.map((block) => block.type))] as BlockType[];
  return [
    {
      route: '/random-page',
      file: 'pages/random-page.json',
      blockTypes,
      load: async () => ({ default: pageWithDefaults(resolveCollectionQueries(page, [], new Date())) }),
    },
  ];
}

describe('random schema-valid pages', () => {
  const pages = generateRandomPages(RANDOM_PAGE_COUNT, 20_26);

  it(`generates ${RANDOM_PAGE_COUNT} pages covering every block type`, () => {
    expect(pages).toHaveLength(RANDOM_PAGE_COUNT);
    const used = new Set(pages.flatMap((page) => page.blocks.map((block) => block.type)));
    expect([...used].sort()).toEqual(Object.keys(blockRegistry).sort());
  });

  it('all render to HTML inside the layout without throwing', async () => {
    for (const [index, page] of pages.entries()) {
      const rendered = await renderRoute('/random-page', tableFor(page), site).catch((error: Error) => {
        throw new Error(`random page ${index} (${JSON.stringify(page).slice(0, 300)}...): ${error.message}`);
      });
      expect(rendered.html).toMatch(/<main[^>]*>.+<\/main>/s);
    }
  }, 120_000);
});
