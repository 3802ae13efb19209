import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatPageJson } from '../../src/build/pages/format-page-json';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { changedLines, field, saveAndConfirm, selectText, unfoldBlock } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';

// A page of our own in the editor's temporary project, with rich paragraphs (a notice's), written
// canonically and not, and a list: the live pages may change, this page does not.
const FILE = 'pages/rich-text-fixture.json';
const RICH = '/blocks/1/paragraphs/0';
const NON_CANONICAL = '/blocks/1/paragraphs/1';
const LIST = '/blocks/1/paragraphs/2';
const SUB_POINTS = '/blocks/1/paragraphs/3';

const fixturePage = {
  $schema: '../schemas/page.schema.json',
  schemaVersion: CURRENT_SCHEMA_VERSION,
  title: 'Rich text fixture',
  description: 'A page of the rich text editor test: a notice whose paragraphs are rich text, written two ways.',
  blocks: [
    { type: 'section', heading: 'Rich text fixture', headingLevel: 1 },
    {
      type: 'notice',
      heading: 'Rich text',
      paragraphs: [
        'Robots pack cartons.',
        '_Careful_ handling\n\n* one\n* two',
        '- Frame\n- Gripper\n- Sensor',
        '- Frame\n  - Welded\n- Gripper',
      ],
    },
  ],
};

const session = createEditorSession();

/** Writes the fixture page, in the form the editor writes files (so a save with no change can be byte-identical). */
async function prepareProject(): Promise<string> {
  const text = await formatPageJson(fixturePage, JSON.stringify(fixturePage, null, 2), FILE);
  session.editor().write(FILE, text);
  return text;
}

async function openFixture(): Promise<Page> {
  const { page } = await session.open(FILE);
  await unfoldBlock(page, 1);
  await field(page, RICH).waitFor();
  return page;
}

const savedParagraphs = () =>
  (JSON.parse(session.editor().read(FILE)) as { blocks: { paragraphs: string[] }[] }).blocks[1]!.paragraphs;

/** Pastes `html` where the field's cursor is, as Chromium does with what a web page or Word put on the clipboard. */
async function pasteHtml(editable: Locator, html: string): Promise<void> {
  await editable.evaluate((element, markup) => {
    const data = new DataTransfer();
    data.setData('text/html', markup);
    data.setData('text/plain', new DOMParser().parseFromString(markup, 'text/html').body.textContent ?? '');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, html);
}

/**
 * Puts the field's cursor right after `text`, and waits for the `selectionchange` the control reads
 * (a key pressed sooner acts on the old selection: End then Enter replaced the selected word).
 */
async function cursorAfter(editable: Locator, text: string): Promise<void> {
  await selectText(editable, text);
  await editable.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        element.ownerDocument.addEventListener('selectionchange', () => setTimeout(resolve, 20), { once: true });
        setTimeout(resolve, 500);
        element.ownerDocument.getSelection()!.collapseToEnd();
      }),
  );
}

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

  it('Ctrl+B bolds a word, Ctrl+K links one to a route of the site', async () => {
    await prepareProject();
    const page = await openFixture();
    const editable = field(page, RICH);

    await selectText(editable, 'Robots');
    await page.keyboard.press('Control+b');
    await expect.poll(() => editable.locator('strong').textContent()).toBe('Robots');

    await selectText(editable, 'cartons');
    await page.keyboard.press('Control+k');
    const linkTo = page.getByRole('combobox', { name: 'Link to' });
    await linkTo.fill('/abo');
    await page.getByRole('option', { name: '/about', exact: true }).click();
    await expect.poll(() => editable.locator('a').getAttribute('href')).toBe('/about');
    // The link box closes and gives the keyboard back to the text before the author goes on typing.
    await expect.poll(() => linkTo.isVisible()).toBe(false);

    await saveAndConfirm(page);
    expect(savedParagraphs()[0]).toBe('**Robots** pack [cartons](/about).');
    // The paragraph the author did not touch keeps its bytes.
    expect(savedParagraphs()[1]).toBe('_Careful_ handling\n\n* one\n* two');
  });

  it('the toolbar makes a paragraph a bulleted list', async () => {
    await prepareProject();
    const page = await openFixture();
    await selectText(field(page, RICH), 'Robots pack cartons.');
    await page.getByRole('button', { name: 'Bulleted list' }).first().click();
    await saveAndConfirm(page);
    expect(savedParagraphs()[0]).toBe('- Robots pack cartons.');
  });

  it('Tab makes a point a sub-point, and does nothing on a sub-point (lists nest one level)', async () => {
    await prepareProject();
    const page = await openFixture();
    const editable = field(page, LIST);
    for (const point of ['Gripper', 'Sensor']) {
      await selectText(editable, point);
      await page.keyboard.press('Tab');
    }
    await expect.poll(() => editable.locator('ul ul li').count()).toBe(2);
    // Under "Gripper" would be a third level: refused, and the keyboard stays in the field.
    await selectText(editable, 'Sensor');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    await page.keyboard.type(' unit');
    expect(await editable.locator('ul ul ul').count()).toBe(0);
    await saveAndConfirm(page);
    expect(savedParagraphs()[2]).toBe('- Frame\n  - Gripper\n  - Sensor unit');
  });

  it('a list pasted into a new sub-point goes in as sub-points, every point kept in order', async () => {
    await prepareProject();
    const page = await openFixture();
    const editable = field(page, SUB_POINTS);
    await cursorAfter(editable, 'Welded');
    await page.keyboard.press('Enter');
    await pasteHtml(editable, '<p>Before painting:</p><ul><li>Primer<ul><li>Grey</li></ul></li><li>Topcoat</li></ul>');
    await expect.poll(() => editable.locator('ul ul li').count()).toBe(5);
    await saveAndConfirm(page);
    expect(savedParagraphs()[3]).toBe(
      '- Frame\n  - Welded\n  - Before painting:\n  - Primer\n  - Grey\n  - Topcoat\n- Gripper',
    );
  });

  it('a web page pasted after typed words keeps the words, bold and text only; Ctrl+Z takes back the paste alone', async () => {
    await prepareProject();
    const page = await openFixture();
    const editable = field(page, RICH);
    await cursorAfter(editable, 'cartons.');
    await page.keyboard.type(' Fast.');
    await pasteHtml(
      editable,
      [
        '<h2>Our cells</h2><p>We build <b>palletizers</b><img src="/x.png" onerror="window.pasted = 1"></p>',
        '<script>window.pasted = 2</script><table><tr><td>KQ-10</td><td>10 kg</td></tr></table>',
      ].join(''),
    );
    await expect.poll(() => editable.locator('strong').textContent()).toBe('palletizers');

    // Undo takes back the paste and keeps the words typed before it; redo brings the paste back.
    await page.keyboard.press('Control+z');
    await expect.poll(() => editable.textContent()).toBe('Robots pack cartons. Fast.');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => editable.locator('strong').count()).toBe(1);

    await saveAndConfirm(page);
    expect(savedParagraphs()[0]).toBe(
      'Robots pack cartons. Fast.Our cells\n\nWe build **palletizers**\n\nKQ-10\n\n10 kg',
    );
    expect(await page.evaluate(() => (window as { pasted?: number }).pasted)).toBeUndefined();
  });
});
