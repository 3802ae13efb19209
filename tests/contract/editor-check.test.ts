import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Requirement } from '../../src/build/contract/site-contract';
import { checkDocument, errorsOf } from '../../src/editor/server/check-document';
import { removeScaffoldProjects } from '../scaffold/scaffold-project';
import { type AnyBlock, blockOf, contractFixture, heroHeadlines } from './contract-project';

/**
 * The editor's check endpoint (what the author sees while typing) reports the site contract as
 * `npm run validate` does: launch copy as a warning that lets the page be saved, what the site
 * needs as an error that blocks saving.
 */
afterAll(removeScaffoldProjects);

const banner: Requirement = {
  id: 'about-banner',
  spec: '§2 Pages: About',
  says: 'About opens with its banner',
  severity: 'error',
  page: '/about',
  block: { type: 'banner' },
};

function edit(root: string, file: string, change: (page: { blocks: AnyBlock[] }) => void) {
  const absolute = path.join(root, file);
  const page = JSON.parse(readFileSync(absolute, 'utf8')) as { blocks: AnyBlock[] };
  change(page);
  return checkDocument(root, file, absolute, page);
}

describe('the editor checks the site contract as the author types', () => {
  it("shows a reworded headline as the contract's warning, in its words, and lets the page be saved", async () => {
    const root = contractFixture([heroHeadlines, banner]);
    const { problems } = await edit(root, 'pages/index.json', (page) => {
      blockOf<{ slides: { headline: string }[] }>(page, 'heroCarousel').slides[0]!.headline = 'Robots for every need';
    });
    expect(problems).toEqual([
      expect.objectContaining({
        id: 'launch-copy',
        severity: 'warning',
        file: 'pages/index.json',
        field: 'Hero carousel › Slides',
        message: expect.stringContaining('(§2 Pages: Home): the hero slides carry the spec headlines.'),
        hint: expect.stringContaining("requirement 'home-hero-headlines'"),
      }),
    ]);
    expect(errorsOf(problems)).toEqual([]);
  });

  it('refuses to save a page without what the contract makes an error', async () => {
    const root = contractFixture([heroHeadlines, banner]);
    const { problems } = await edit(root, 'pages/about.json', (page) => {
      page.blocks = page.blocks.filter((block) => block.type !== 'banner');
    });
    expect(errorsOf(problems)).toContainEqual(
      expect.objectContaining({ id: 'spec-requirement', file: 'pages/about.json', pointer: '/blocks' }),
    );
  });
});
