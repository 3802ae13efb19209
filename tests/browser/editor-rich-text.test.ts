import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatPageJson } from '../../src/build/pages/format-page-json';
import { changedLines, field, saveAndConfirm, unfoldBlock } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';

// A page of our own in the editor's temporary project, with one rich paragraph (a notice's), written
// both canonically and not: the live pages may change, this page does not.
const FILE = 'pages/rich-text-fixture.json';
const RICH = '/blocks/1/paragraphs/0';
const NON_CANONICAL = '/blocks/1/paragraphs/1';

const fixturePage = {
  $schema: '../schemas/page.schema.json',
  schemaVersion: 4,
  title: 'Rich text fixture',
  description: 'A page of the rich text editor test: a notice whose paragraphs are rich text, written two ways.',
  blocks: [
    { type: 'section', heading: 'Rich text fixture', headingLevel: 1 },
    {
      type: 'notice',
      heading: 'Rich text',
      paragraphs: ['Robots pack cartons.', '_Careful_ handling\n\n* one\n* two'],
    },
  ],
};

const session = createEditorSession();

/**
 * Marks the paragraphs of blocks rich in the temporary project's copy of the schemas (slice R2 marks
 * them in schemas/ itself; then this changes nothing), and writes the fixture page.
 */
async function prepareProject(): Promise<string> {
  const { root, write } = session.editor();
  const defsFile = path.join(root, 'schemas/defs.schema.json');
  const defs = JSON.parse(readFileSync(defsFile, 'utf8')) as {
    definitions: { paragraphs: { items: Record<string, unknown> } };
  };
  defs.definitions.paragraphs.items['x-rich'] = true;
  writeFileSync(defsFile, `${JSON.stringify(defs, null, 2)}\n`);
  // In the form the editor writes files, so that a save with no change can be byte-identical.
  const text = await formatPageJson(fixturePage, JSON.stringify(fixturePage, null, 2), FILE);
  write(FILE, text);
  return text;
}

/** Selects `word` inside a rich field as an author's mouse would (ProseMirror follows the DOM selection). */
async function selectWord(editable: Locator, word: string): Promise<void> {
  await editable.click();
  await editable.evaluate((element, target) => {
    const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(target);
      if (at < 0) continue;
      const range = element.ownerDocument.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + target.length);
      const selection = element.ownerDocument.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
    throw new Error(`"${target}" is not in the field`);
  }, word);
}

async function openFixture(): Promise<Page> {
  const { page } = await session.open(FILE);
  await unfoldBlock(page, 1);
  await field(page, RICH).waitFor();
  return page;
}

const savedParagraphs = () =>
  (JSON.parse(session.editor().read(FILE)) as { blocks: { paragraphs: string[] }[] }).blocks[1]!.paragraphs;

describe('rich text fields in the editor (Chromium)', () => {
  it('opening a page and saving it without touching its rich fields changes no byte', async () => {
    const before = await prepareProject();
    const page = await openFixture();
    // The author clicks into both rich fields and leaves them as they were.
    await field(page, RICH).click();
    await field(page, NON_CANONICAL).click();
    await saveAndConfirm(page);
    expect(session.editor().read(FILE)).toBe(before);

    // Another field changed: only its line changes; the non-canonical rich text is kept as written.
    await field(page, '/title').fill('Rich text fixture, edited');
    await saveAndConfirm(page);
    // The first save's "Saved" notice may still show: wait for the file itself.
    await expect.poll(() => session.editor().read(FILE)).not.toBe(before);
    expect(changedLines(before, session.editor().read(FILE))).toEqual([
      ['  "title": "Rich text fixture",', '  "title": "Rich text fixture, edited",'],
    ]);
  });

  it('Ctrl+B bolds a word, Ctrl+K links one to a route of the site, the toolbar makes a bulleted list', async () => {
    await prepareProject();
    const page = await openFixture();
    const editable = field(page, RICH);

    await selectWord(editable, 'Robots');
    await page.keyboard.press('Control+b');
    await expect.poll(() => editable.locator('strong').textContent()).toBe('Robots');

    await selectWord(editable, 'cartons');
    await page.keyboard.press('Control+k');
    const linkTo = page.getByRole('combobox', { name: 'Link to' });
    await linkTo.fill('/abo');
    await page.getByRole('option', { name: '/about', exact: true }).click();
    await expect.poll(() => editable.locator('a').getAttribute('href')).toBe('/about');

    await editable.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).first().click();
    await page.keyboard.type('First');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Second');

    await saveAndConfirm(page);
    expect(savedParagraphs()[0]).toBe('**Robots** pack [cartons](/about).\n\n- First\n- Second');
    // The paragraph the author did not touch keeps its bytes.
    expect(savedParagraphs()[1]).toBe('_Careful_ handling\n\n* one\n* two');
  });
});
