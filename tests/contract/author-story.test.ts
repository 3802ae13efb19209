import { execFile } from 'node:child_process';
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTodoMarkers } from '../../src/build/validation/check-todo-markers';
import { removeScaffoldProjects, setAtPointer, repoRoot } from '../scaffold/scaffold-project';
import { type AnyBlock, blockOf, contractProjectCopy, editJson } from './contract-project';

/**
 * Issue 13's proof that the contract guards the spec and nothing else: on a copy of the project an
 * author adds a product page, fills it, rewords a paragraph and links the page; everything stays
 * green. Then deleting a spec page turns the contract check red, naming the page. The route is a
 * scratch one no author would pick, so following docs/authoring.md never collides with it.
 */
const route = '/product/zz-contract-probe';
const pageFile = 'pages/product/zz-contract-probe.json';
let root: string;

async function run(script: string, args: string[]) {
  const { FORCE_COLOR: _force, ...env } = process.env;
  return promisify(execFile)('npx', ['tsx', script, ...args, '--root', root], { cwd: repoRoot, env }).then(
    ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: `${error.stdout}${error.stderr}`,
    }),
  );
}

/** Author text in place of a placeholder: alt texts describe a picture, the rest are sentences. */
function authorText(pointer: string): string {
  if (pointer.endsWith('/alt')) return 'Probe gripper lifting a carton from a roller conveyor';
  if (pointer === '/description')
    return 'Probe grippers for cartons and trays, designed and serviced in Pune for Indian plants.';
  if (pointer.includes('/figures/')) return pointer.endsWith('/value') ? '25 kg' : 'payload';
  return 'Probe grippers pick cartons gently and keep the line moving, shift after shift.';
}

beforeAll(() => {
  root = contractProjectCopy();
});
afterAll(removeScaffoldProjects);

describe('the site contract as an author meets it', () => {
  it('stays green when an author adds a product page, rewords copy and links the page', async () => {
    const scaffold = await run('scripts/new-page.ts', [route, '--template', 'product', '--title', 'Probe Grippers']);
    expect(scaffold.code, scaffold.output).toBe(0);

    editJson<unknown>(root, pageFile, (page) => {
      for (const { pointer } of findTodoMarkers(page)) setAtPointer(page, pointer, authorText(pointer));
    });
    // The author's own pictures in place of the template's placeholders (any image of the size will do here).
    const pageText = readFileSync(path.join(root, pageFile), 'utf8');
    const placeholders = [...new Set(pageText.match(/\/images\/placeholders\/[\w.-]+/g) ?? [])];
    expect(placeholders.length).toBeGreaterThan(0);
    let withPictures = pageText;
    for (const placeholder of placeholders) {
      const picture = `/images/products/zz-contract-probe-${path.basename(placeholder)}`;
      copyFileSync(path.join(root, 'public', placeholder), path.join(root, 'public', picture));
      withPictures = withPictures.replaceAll(placeholder, picture);
    }
    writeFileSync(path.join(root, pageFile), withPictures);
    editJson<{ blocks: AnyBlock[] }>(root, 'pages/product.json', (page) => {
      blockOf(page, 'section').paragraphs = ['Every machine we sell is engineered, built and serviced from Pune.'];
      const grid = blockOf<{ cards: Record<string, unknown>[] }>(page, 'cardGrid');
      const [model] = grid.cards;
      grid.cards.push({
        ...model,
        id: 'zz-contract-probe',
        title: 'Probe Grippers',
        link: { label: 'See Probe Grippers', href: route },
      });
    });

    const validation = await run('scripts/validate.ts', []);
    expect(validation.output).not.toContain(pageFile);
    expect(validation.code, validation.output).toBe(0);
    const contract = await run('scripts/check-contract.ts', []);
    expect(contract.code, contract.output).toBe(0);
  }, 90_000);

  it('turns red when a spec page is deleted, naming the route and the requirement', async () => {
    rmSync(path.join(root, 'pages/industries.json'));
    const contract = await run('scripts/check-contract.ts', []);
    expect(contract.code).toBe(1);
    expect(contract.output).toMatch(/^✗ route-industries \(spec §2 Route table: .*\): route \/industries has no page/m);
  }, 60_000);
});
