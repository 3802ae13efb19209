import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../browser/app/not-found-route';
import { deriveRouteTable } from './route-table';
import { pagesModuleCode } from '../vite/vite-plugin-pages';
import { baseProjectDir } from '../../../tests/validation/fixture-project';

let root: string;
let pagesDir: string;

function writePage(relativeFile: string, page: unknown) {
  mkdirSync(path.dirname(path.join(pagesDir, relativeFile)), { recursive: true });
  writeFileSync(path.join(pagesDir, relativeFile), JSON.stringify(page, null, 2));
}

const gripperPage = {
  title: 'Vacuum Grippers',
  description: 'Vacuum grippers for cartons, sacks and trays on our palletizing and pick-and-place cells.',
  blocks: [
    { type: 'section', heading: 'Vacuum Grippers', paragraphs: ['We build vacuum grippers.'] },
    { type: 'notice', heading: 'Brochure', paragraphs: ['Coming soon.'] },
    { type: 'section', heading: 'Specifications', paragraphs: ['Up to 40 kg.'] },
  ],
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'route-table-'));
  pagesDir = path.join(root, 'pages');
  // The pages of tests/fixtures/base (home, about, not-found), never the live ones an author edits.
  cpSync(path.join(baseProjectDir, 'pages'), pagesDir, { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('deriveRouteTable', () => {
  it('lists every page file of the project by its path, "/" first and the not-found page last', () => {
    writePage('product/smart-robotic-details.json', gripperPage);
    writePage('zebra.json', gripperPage);
    const entries = deriveRouteTable(pagesDir, root);
    const routes = entries.map((entry) => [entry.route, entry.file]);
    expect(routes[0]).toEqual(['/', 'pages/index.json']);
    expect(routes.at(-1)).toEqual([NOT_FOUND_ROUTE, 'pages/not-found.json']);
    expect(routes.slice(1, -1)).toEqual(
      expect.arrayContaining([
        ['/about', 'pages/about.json'],
        ['/product/smart-robotic-details', 'pages/product/smart-robotic-details.json'],
        ['/zebra', 'pages/zebra.json'],
      ]),
    );
    expect(routes).toHaveLength(5);
    expect(new Set(entries.map((entry) => entry.route)).size).toBe(entries.length);
  });

  it('turns a new JSON file into a new route with its block types, with no code change', () => {
    const before = deriveRouteTable(pagesDir, root);
    writePage('product/vacuum-gripper-details.json', gripperPage);
    const after = deriveRouteTable(pagesDir, root);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((entry) => entry.file === 'pages/product/vacuum-gripper-details.json')).toEqual({
      route: '/product/vacuum-gripper-details',
      file: 'pages/product/vacuum-gripper-details.json',
      blockTypes: ['section', 'notice'],
    });
  });

  it('gives the new page its own lazily imported chunk in virtual:pages', () => {
    writePage('product/vacuum-gripper-details.json', gripperPage);
    const code = pagesModuleCode(pagesDir, root);
    const file = JSON.stringify(path.join(pagesDir, 'product/vacuum-gripper-details.json'));
    expect(code).toContain(`route: "/product/vacuum-gripper-details"`);
    expect(code).toContain(`load: () => import(${file})`);
  });

  it('ignores a route written in the data: the file path is the route', () => {
    writePage('product/vacuum-gripper-details.json', { ...gripperPage, route: '/' });
    const routes = deriveRouteTable(pagesDir, root).map((entry) => entry.route);
    expect(routes.filter((route) => route === '/')).toHaveLength(1);
    expect(routes).toContain('/product/vacuum-gripper-details');
  });

  it('rejects a file name that cannot be a route, naming the file to use', () => {
    writePage('Vacuum Grippers.json', gripperPage);
    expect(() => deriveRouteTable(pagesDir, root)).toThrow(
      /^pages\/Vacuum Grippers\.json cannot be a route: .* rename it to pages\/Vacuum-Grippers\.json$/,
    );
  });

  it('names the file that is not valid JSON', () => {
    writeFileSync(path.join(pagesDir, 'broken.json'), '{ "title": "Broken", ');
    expect(() => deriveRouteTable(pagesDir, root)).toThrow(/^pages\/broken\.json: not valid JSON/);
  });
});
