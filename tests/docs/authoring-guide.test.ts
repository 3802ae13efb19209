import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { getValidator } from '../../src/build/validation/create-validator';
import { guide, guideProductCard, guideProductItem } from './guide-examples';

/**
 * docs/authoring.md is followed word for word by people who cannot tell a stale command or an
 * invalid example from their own mistake, so what it shows must work today.
 */
const root = new URL('../../', import.meta.url);
const scripts = (JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { scripts: Record<string, string> })
  .scripts;

describe('docs/authoring.md', () => {
  it('runs only npm scripts that exist', () => {
    const commands = [...guide.matchAll(/npm run ([\w:-]+)/g)].map(([, name]) => name!);
    expect(commands.length).toBeGreaterThan(4);
    expect(commands.filter((name) => !(name in scripts))).toEqual([]);
  });

  it('names page files that exist (apart from the page it creates)', () => {
    const files = [...new Set([...guide.matchAll(/`(pages\/[\w/.-]+\.json)`/g)].map(([, file]) => file!))];
    expect(files.length).toBeGreaterThan(3);
    const missing = files.filter((file) => !existsSync(new URL(file, root)) && !file.includes('vacuum-grippers'));
    expect(missing).toEqual([]);
  });

  it('shows the current schema version in the lines every page starts with', () => {
    expect(guide).toContain(`"schemaVersion": ${CURRENT_SCHEMA_VERSION},`);
  });

  it('shows only valid example items: the product item and the product card', () => {
    const { page } = getValidator();
    const product = guideProductItem();
    const card = guideProductCard();
    const data = {
      $schema: '../schemas/page.schema.json',
      schemaVersion: CURRENT_SCHEMA_VERSION,
      title: 'Guide',
      description: 'The examples of the authoring guide, in one page.',
      blocks: [
        {
          type: 'banner',
          heading: 'Guide',
          image: { src: '/images/placeholders/banner.svg', alt: 'Guide picture', width: 1600, height: 500 },
        },
        { type: 'downloadList', items: [product] },
        { type: 'cardGrid', cards: [card] },
      ],
    };
    page(data);
    expect(page.errors ?? []).toEqual([]);
  });
});
