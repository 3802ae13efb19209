import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deriveRouteTable } from './route-table';
import { pagesModuleCode } from '../vite/vite-plugin-pages';

const projectRoot = process.cwd();
let root: string;
let pagesDir: string;

function writePage(relativeFile: string, page: unknown) {
  writeFileSync(path.join(pagesDir, relativeFile), JSON.stringify(page, null, 2));
}

const gripperPage = {
  route: '/product/vacuum-gripper-details',
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
  cpSync(path.join(projectRoot, 'pages'), pagesDir, { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('deriveRouteTable', () => {
  it('lists every page file of the project, "/" first and "*" last', () => {
    const routes = deriveRouteTable(pagesDir, root).map((entry) => entry.route);
    expect(routes[0]).toBe('/');
    expect(routes.at(-1)).toBe('*');
    expect(routes).toContain('/product/smart-robotic-details');
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('turns a new JSON file into a new route with its block types, with no code change', () => {
    const before = deriveRouteTable(pagesDir, root);
    writePage('product/vacuum-gripper-details.json', gripperPage);
    const after = deriveRouteTable(pagesDir, root);
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((entry) => entry.route === gripperPage.route)).toEqual({
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

  it('rejects two files claiming the same route, naming both', () => {
    writePage('copy-of-home.json', { ...gripperPage, route: '/' });
    expect(() => deriveRouteTable(pagesDir, root)).toThrow(
      /pages\/(copy-of-home|index)\.json: route "\/" is already used by pages\/(index|copy-of-home)\.json/,
    );
  });

  it('names the file that is not valid JSON', () => {
    writeFileSync(path.join(pagesDir, 'broken.json'), '{ "route": "/broken", ');
    expect(() => deriveRouteTable(pagesDir, root)).toThrow(/^pages\/broken\.json: not valid JSON/);
  });
});
