import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { copyBaseFixture } from '../support/base-fixture';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { parsePointer } from '../../src/schema/json-pointer';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every project folder handed out, removed by `removeScaffoldProjects` after the tests. */
const made: string[] = [];

/**
 * A temporary copy of tests/fixtures/base (a small valid project without /contact or /product),
 * plus the placeholder images the templates point at (the engine's, in public/images/placeholders).
 */
export function baseProjectCopy(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'scaffold-base-'));
  made.push(root);
  copyBaseFixture(root);
  cpSync(path.join(repoRoot, 'public/images/placeholders'), path.join(root, 'public/images/placeholders'), {
    recursive: true,
  });
  return root;
}

const page = (title: string, description: string, blocks: unknown[]) => ({
  $schema: '../schemas/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  title,
  description,
  blocks,
});

/**
 * The pages a product page links to, as small valid pages: the product listing (where the guide
 * adds a card) and the contact page.
 */
const productSectionPages = {
  'pages/product.json': page(
    'Products',
    'Palletizing cells, conveyors and grippers, designed and built in Pune for plants across India.',
    [
      { type: 'section', heading: 'Products', headingLevel: 1, paragraphs: ['Every machine we build, in one place.'] },
      {
        type: 'cardGrid',
        heading: 'Our range',
        cards: [{ id: 'conveyors', title: 'Conveyors', text: 'Belt and roller conveyors for cartons and sacks.' }],
      },
    ],
  ),
  'pages/contact.json': page(
    'Contact',
    'Write to the sales team or call us about a conveyor, a palletizing cell or a whole line.',
    [{ type: 'section', heading: 'Contact', headingLevel: 1, paragraphs: ['We answer within one working day.'] }],
  ),
};

/** `baseProjectCopy` plus a product listing and a contact page: where a new product page belongs. */
export function productProjectCopy(): string {
  const root = baseProjectCopy();
  for (const [file, data] of Object.entries(productSectionPages))
    writeFileSync(path.join(root, file), `${JSON.stringify(data, null, 2)}\n`);
  return root;
}

export function removeScaffoldProjects(): void {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
}

/** Writes `value` at a JSON pointer of parsed page data, as an author filling in a placeholder would. */
export function setAtPointer(data: unknown, pointer: string, value: unknown): void {
  const segments = parsePointer(pointer);
  const last = segments.pop()!;
  const parent = segments.reduce<Record<string, unknown>>(
    (node, segment) => node[segment] as Record<string, unknown>,
    data as Record<string, unknown>,
  );
  parent[last] = value;
}
