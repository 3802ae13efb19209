import sharp from 'sharp';
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBrochures } from '../../src/build/brochures/generate-brochures';
import { findTodoMarkers } from '../../src/build/validation/check-todo-markers';
import { productProjectCopy, removeScaffoldProjects, setAtPointer, repoRoot } from '../scaffold/scaffold-project';
import { guideProductCard, guideProductItem, onScratchSlug, scratchSlug } from './guide-examples';

/**
 * The "done when", step by step as docs/authoring.md tells it: a non-developer adds a
 * product page with a brochure, fills it in, links it, and then a mistake fails the check that CI
 * runs with an annotation on the exact line. Run on a copy of tests/fixtures/base with a product
 * listing (the page the guide adds a card to) and a contact page, never on the live pages.
 */
const route = `/product/${scratchSlug}`;
const pageFile = `pages/product/${scratchSlug}.json`;
let root: string;

async function run(script: string, args: string[]) {
  // Plain output whatever the developer's terminal settings.
  const { FORCE_COLOR: _force, ...env } = process.env;
  const command = promisify(execFile)('npx', ['tsx', script, ...args, '--root', root], { cwd: repoRoot, env });
  return command.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

function readPage(): Record<string, unknown> {
  return JSON.parse(readFileSync(path.join(root, pageFile), 'utf8')) as Record<string, unknown>;
}

/** What an author writes in place of one placeholder: a picture description or a sentence. */
function authorText(pointer: string): string {
  if (pointer.endsWith('/alt')) return 'Vacuum gripper lifting a layer of cartons from a conveyor';
  if (pointer.endsWith('/heading')) return 'Grippers for Every Layer';
  return 'Vacuum grippers lift whole layers of cartons and shrink-wrapped packs gently, shift after shift.';
}

beforeAll(() => {
  root = productProjectCopy();
  mkdirSync(path.join(root, 'public/images/products/cards'), { recursive: true });
});
afterAll(removeScaffoldProjects);

describe('adding a product page with its brochure, as docs/authoring.md tells it', () => {
  it('step 1: npm run new-page writes the page, with a TODO warning for each text to write', async () => {
    const { code, stdout } = await run('scripts/new-page.ts', [
      route,
      '--template',
      'product',
      '--title',
      'Scratch Gripper',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain(`Created ${pageFile}`);
    const placeholders = findTodoMarkers(readPage());
    expect(placeholders.length).toBeGreaterThan(5);
    expect(stdout).toContain(`${placeholders.length} TODO placeholders`);
  }, 60_000);

  it('steps 2 to 6: filled in with the guide’s product item and linked with its card, the project validates cleanly', async () => {
    const page = readPage();
    const blocks = page.blocks as { type: string; items?: unknown[] }[];
    blocks.find((block) => block.type === 'downloadList')!.items = [onScratchSlug(guideProductItem())];
    for (const { pointer } of findTodoMarkers(page)) setAtPointer(page, pointer, authorText(pointer));
    writeFileSync(path.join(root, pageFile), `${JSON.stringify(page, null, 2)}\n`);

    // The card's photo (straight from a phone, as the guide says) and the banner's picture, saved where the guide says.
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#5b6f82' } })
      .jpeg()
      .toFile(path.join(root, `public/images/products/cards/${scratchSlug}.jpg`));
    mkdirSync(path.join(root, 'public/images/products'), { recursive: true });
    copyFileSync(
      path.join(root, 'public/images/placeholders/banner.svg'),
      path.join(root, 'public/images/products/vacuum-grippers-banner.svg'),
    );
    setAtPointer(page, '/blocks/0/image/src', '/images/products/vacuum-grippers-banner.svg');
    writeFileSync(path.join(root, pageFile), `${JSON.stringify(page, null, 2)}\n`);
    const listingFile = path.join(root, 'pages/product.json');
    const listing = JSON.parse(readFileSync(listingFile, 'utf8')) as { blocks: { type: string; cards?: unknown[] }[] };
    listing.blocks.find((block) => block.type === 'cardGrid')!.cards!.push(onScratchSlug(guideProductCard()));
    writeFileSync(listingFile, `${JSON.stringify(listing, null, 2)}\n`);

    const { code, stdout, stderr } = await run('scripts/validate.ts', []);
    expect(`${stdout}${stderr}`).not.toContain(pageFile);
    expect(`${stdout}${stderr}`).not.toContain('pages/product.json');
    expect(code).toBe(0);
  }, 60_000);

  it('step 3: the build makes the brochure visitors download', async () => {
    const outDir = path.join(root, 'dist-brochures');
    const written = await generateBrochures({ root, outDir });
    const brochure = written.find((file) => file.endsWith(`${scratchSlug}.pdf`));
    expect(brochure).toBeDefined();
    expect(readFileSync(brochure!).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('then a mistake fails the CI check with an annotation on its exact line', async () => {
    const text = readFileSync(path.join(root, pageFile), 'utf8');
    const lines = text.split('\n');
    const line = lines.findIndex((content) => content.includes('"title": "Vacuum Gripper Range"')) + 1;
    expect(line).toBeGreaterThan(0);
    lines[line - 1] = lines[line - 1]!.replace('"Vacuum Gripper Range"', '42');
    writeFileSync(path.join(root, pageFile), lines.join('\n'));

    const { code, stdout } = await run('scripts/validate.ts', ['--format', 'github']);
    expect(code).toBe(1);
    expect(stdout).toMatch(
      new RegExp(
        `^::error file=${pageFile},line=${line},col=\\d+,title=[^:]*Product name::.* should be text, not the number 42%0A.+$`,
        'm',
      ),
    );
  }, 60_000);
});
