import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { contentGate } from './harness/content-gate';
import { field, saveAndConfirm, saveButton, unfoldBlock } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';

const session = createEditorSession();

interface Requirement {
  id: string;
  spec: string;
  says: string;
  page?: string;
  block?: { type: string; variant?: string };
}

/** A requirement of the copy's site.contract.json, by id: the test quotes its own sentence. */
function requirement(id: string): Requirement {
  const contract = JSON.parse(session.editor().read('site.contract.json')) as { requirements: Requirement[] };
  const found = contract.requirements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`site.contract.json has no requirement '${id}'`);
  return found;
}

/** The index of the first block of a page matching the requirement's block description. */
function blockIndex(file: string, block: Record<string, unknown>): number {
  const blocks = (JSON.parse(session.editor().read(file)) as { blocks: Record<string, unknown>[] }).blocks;
  const index = blocks.findIndex((candidate) =>
    Object.entries(block).every(([key, value]) => candidate[key] === value),
  );
  expect(index, `${file} has a block ${JSON.stringify(block)}`).toBeGreaterThanOrEqual(0);
  return index;
}

/**
 * The problem list's warnings about a requirement: its own sentence and where it comes from (the
 * spec's section; the hint names the requirement in site.contract.json). An empty list shows none.
 */
function contractWarnings(page: Page, { says, spec, id }: Requirement) {
  return page
    .getByRole('region', { name: 'Problems' })
    .getByRole('button')
    .filter({ hasText: /^warning/ })
    .filter({ hasText: says })
    .filter({ hasText: spec })
    .filter({ hasText: `'${id}' in site.contract.json` });
}

describe('page editor: the site contract as the author types', () => {
  it('a reworded hero headline and a blog list of five posts are warned about in the contract’s words, saved, and pass the content gate', async () => {
    const headlines = requirement('home-hero-headlines');
    const blogCards = requirement('blogs-cards');
    const { page } = await session.open('pages/index.json');

    const hero = blockIndex('pages/index.json', headlines.block!);
    await unfoldBlock(page, hero);
    await field(page, `/blocks/${hero}/slides/0/headline`).fill('Robotic Cells Built Around Your Line');
    // Before saving: the requirement's own sentence, as a warning; Save stays possible.
    await expect.poll(() => contractWarnings(page, headlines).count(), { timeout: 15_000 }).toBe(1);
    await saveAndConfirm(page);
    expect(session.editor().read('pages/index.json')).toContain('"headline": "Robotic Cells Built Around Your Line"');
    // After saving, the warning stays where the author sees it.
    expect(await contractWarnings(page, headlines).count()).toBe(1);

    await page.getByRole('navigation', { name: 'Pages' }).getByText(blogCards.page!, { exact: true }).click();
    const grid = blockIndex('pages/blogs.json', blogCards.block!);
    await expect.poll(() => page.locator(`#block-card-${grid}`).count()).toBe(1);
    type BlogsPage = { blocks: { query?: { limit?: number } }[] };
    const limitBefore = (JSON.parse(session.editor().read('pages/blogs.json')) as BlogsPage).blocks[grid]!.query?.limit;
    expect(limitBefore, 'the copy lists the six posts the contract asks for').toBe(6);
    // The cards come from the posts: the author shows five instead of six.
    await unfoldBlock(page, grid);
    await field(page, `/blocks/${grid}/query/limit`).fill('5');
    await expect.poll(() => contractWarnings(page, blogCards).count(), { timeout: 15_000 }).toBe(1);
    expect(await saveButton(page).isEnabled()).toBe(true);
    await saveAndConfirm(page);
    const saved = JSON.parse(session.editor().read('pages/blogs.json')) as BlogsPage;
    expect(saved.blocks[grid]!.query?.limit).toBe(5);
    expect(await contractWarnings(page, blogCards).count()).toBe(1);

    // `npm run check`'s content gate on the edited copy: it passes, with the same warnings.
    for (const run of await contentGate(session.editor().root)) {
      expect(run.exitCode, `${run.command}\n${run.output}`).toBe(0);
      if (run.command.includes('validate')) {
        expect(run.output).toContain(headlines.says);
        expect(run.output).toContain(blogCards.says);
      }
    }
  });
});
