import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { renderRoute } from '../../src/browser/app/render-route';
import { fixtureSite } from './support/fixture-site';
import { pageEntriesFrom } from './support/page-entries';

const { root, site, remove } = fixtureSite();
const pagesDir = path.join(root, 'pages');
afterAll(remove);

/** The file path is the route: pages/product/vacuum-gripper-details.json. */
const newRoute = '/product/vacuum-gripper-details';
const newPage = {
  $schema: '../../schemas/page.schema.json',
  title: 'Vacuum Grippers',
  description: 'Vacuum grippers for cartons, sacks and trays on our palletizing and pick-and-place cells.',
  blocks: [
    {
      type: 'section',
      heading: 'Vacuum Grippers for Every Carton',
      paragraphs: ['Foam-pad grippers that pick mixed cartons up to 40 kg.'],
    },
  ],
};

describe("adding a page file to a project's pages/", () => {
  it('makes its route render that page, with no code change', async () => {
    const before = await renderRoute(newRoute, pageEntriesFrom(pagesDir, root, site), site);
    expect(before.route, 'the route does not exist yet').toBe(NOT_FOUND_ROUTE);

    mkdirSync(path.join(pagesDir, 'product'), { recursive: true });
    writeFileSync(path.join(pagesDir, 'product/vacuum-gripper-details.json'), JSON.stringify(newPage));
    const after = await renderRoute(newRoute, pageEntriesFrom(pagesDir, root, site), site);
    expect(after.page.title).toBe('Vacuum Grippers');
    expect(after.html).toContain('Vacuum Grippers for Every Carton');
  });
});
