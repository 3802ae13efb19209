import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../src/browser/app/render-route';
import { pageEntriesFrom, readSite } from '../render/support/page-entries';
import { changedLines, field, preview, saveAndConfirm, saveButton, unfoldBlock } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';

const session = createEditorSession();
const editor = {
  read: (file: string) => session.editor().read(file),
  write: (file: string, text: string) => session.editor().write(file, text),
  validationErrors: () => session.editor().validationErrors(),
  get root() {
    return session.editor().root;
  },
};

async function openPage(file: string, width = 1600) {
  return (await session.open(file, width)).page;
}

describe('page editor (npm run edit) in Chromium', () => {
  it('edits the Home hero headline: the preview follows, Save changes that line only and the project validates', async () => {
    const before = editor.read('pages/index.json');
    const page = await openPage('pages/index.json');
    const oldHeadline = 'Tailored Solutions for Ever-Changing Needs';
    await expect.poll(() => preview(page).getByText(oldHeadline).count()).toBeGreaterThan(0);

    await unfoldBlock(page, 0);
    const headline = field(page, '/blocks/0/slides/0/headline');
    await headline.fill('Tailored Cells for Every Line');
    await expect.poll(() => preview(page).getByText('Tailored Cells for Every Line').count()).toBeGreaterThan(0);
    expect(editor.read('pages/index.json'), 'nothing written before Save').toBe(before);

    await saveAndConfirm(page);
    expect(changedLines(before, editor.read('pages/index.json'))).toEqual([
      [`          "headline": "${oldHeadline}",`, '          "headline": "Tailored Cells for Every Line",'],
    ]);
    expect(await editor.validationErrors()).toEqual([]);
  });

  it('an emptied required field shows the validator’s message there, Save is off with the reason, the file is untouched', async () => {
    const before = editor.read('pages/about.json');
    const page = await openPage('pages/about.json');
    const title = field(page, '/title');
    await title.fill('');
    // The wording `npm run validate` uses for an empty text.
    const errorText = page.locator(`#${await title.getAttribute('id')}-error`);
    await expect.poll(() => errorText.textContent()).toBe('must not be empty');
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => saveButton(page).isDisabled()).toBe(true);
    await expect.poll(() => page.getByText('Fix 1 error before saving.').count()).toBe(1);
    // The problem list jumps to the field.
    await title.blur();
    await page
      .getByRole('region', { name: 'Problems' })
      .getByRole('button', { name: /Title: must not be empty/ })
      .click();
    expect(await title.evaluate((input) => input === document.activeElement)).toBe(true);

    // A field inside a folded block: the jump unfolds the block first.
    await unfoldBlock(page, 0);
    await field(page, '/blocks/0/heading').fill('');
    await page.locator('#block-card-0 button[aria-controls]').click();
    await expect.poll(() => page.getByText('Fix 2 errors before saving.').count()).toBe(1);
    await page
      .getByRole('region', { name: 'Problems' })
      .getByRole('button', { name: /Banner › Heading: must not be empty/ })
      .click();
    await expect
      .poll(() => field(page, '/blocks/0/heading').evaluate((input) => input === document.activeElement))
      .toBe(true);
    expect(editor.read('pages/about.json')).toBe(before);
  });

  it('adds a block from the palette, moves it up, removes another, saves a valid page', async () => {
    const file = 'pages/careers.json';
    const page = await openPage(file);
    const types = (JSON.parse(editor.read(file)) as { blocks: { type: string }[] }).blocks.map((block) => block.type);
    const last = types.length; // 1-based number of the last block

    await page.getByRole('combobox', { name: 'New block type' }).click();
    await page.getByRole('option', { name: 'Notice' }).click();
    await page.getByRole('button', { name: 'Add block' }).click();
    // By keyboard: focus the new block's "move up" button and press Enter.
    await page.getByRole('button', { name: `Move block ${last + 1} (Notice) up` }).press('Enter');
    // The new block was unfolded; it stays unfolded where it went, and the block it passed stays folded.
    const unfolded = (index: number) =>
      page
        .locator(`#block-card-${index} button[aria-controls="block-card-${index}-fields"]`)
        .getAttribute('aria-expanded');
    await expect.poll(() => unfolded(last - 1)).toBe('true');
    expect(await unfolded(last)).toBe('false');
    // The block it passed is now last: remove it.
    await page.getByRole('button', { name: new RegExp(`^Remove block ${last + 1} `) }).click();
    await saveAndConfirm(page);

    const saved = JSON.parse(editor.read(file)) as { blocks: { type: string }[] };
    expect(saved.blocks.map((block) => block.type)).toEqual([...types.slice(0, -1), 'notice']);
    expect(await editor.validationErrors()).toEqual([]);
  });

  it('creates a product page from the template, fills it, links it from /product: it validates and renders', async () => {
    const page = await openPage('pages/product.json');
    await page.getByRole('button', { name: 'New page…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByRole('textbox', { name: 'Route' }).fill('/product/vacuum-gripper');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Vacuum Grippers');
    await dialog.getByRole('button', { name: 'Create page' }).click();
    await expect.poll(() => page.getByText('pages/product/vacuum-gripper.json').count()).toBeGreaterThan(0);

    await field(page, '/description').fill(
      'Vacuum grippers for cartons, sacks and trays on our palletizing and pick-and-place cells.',
    );
    await unfoldBlock(page, 0);
    await field(page, '/blocks/0/text').fill('Foam-pad grippers that pick mixed cartons up to 40 kg.');
    await saveAndConfirm(page);

    await page.getByRole('navigation', { name: 'Pages' }).getByText('/product', { exact: true }).click();
    await expect.poll(() => field(page, '/title').inputValue()).toContain('Product');
    await unfoldBlock(page, 3);
    const links = JSON.parse(editor.read('pages/product.json')).blocks[3].links.length as number;
    await page.locator('#block-card-3').getByRole('button', { name: 'Add Link' }).click();
    await field(page, `/blocks/3/links/${links}/label`).fill('Vacuum Grippers');
    await field(page, `/blocks/3/links/${links}/href`).fill('/product/vacuum-gripper');
    await saveAndConfirm(page);

    expect(await editor.validationErrors()).toEqual([]);
    const pagesDir = path.join(editor.root, 'pages');
    const site = readSite(editor.root);
    const rendered = await renderRoute('/product/vacuum-gripper', pageEntriesFrom(pagesDir, editor.root, site), site);
    expect(rendered.route).toBe('/product/vacuum-gripper');
    expect(rendered.html).toContain('Foam-pad grippers that pick mixed cartons up to 40 kg.');
    const product = await renderRoute('/product', pageEntriesFrom(pagesDir, editor.root, site), site);
    expect(product.html).toContain('href="/product/vacuum-gripper"');
  });

  it('refuses to overwrite a file changed on disk since it was opened, and shows both versions', async () => {
    const file = 'pages/conditions.json';
    const page = await openPage(file);
    const onDisk = editor.read(file).replace(/"title": "[^"]*"/, '"title": "Changed in another editor"');
    editor.write(file, onDisk);

    await field(page, '/title').fill('Changed in the page editor');
    await expect.poll(() => saveButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    await saveButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'The file changed on disk' });
    await expect
      .poll(() => dialog.getByRole('region', { name: 'Version on disk' }).textContent())
      .toContain('Changed in another editor');
    expect(await dialog.getByRole('region', { name: 'My version' }).textContent()).toContain(
      'Changed in the page editor',
    );
    expect(editor.read(file)).toBe(onDisk);
  });

  it('adds a card and duplicates it: no error appears, the ids differ, the preview shows each card once', async () => {
    const file = 'pages/index.json';
    const blocks = (JSON.parse(editor.read(file)) as { blocks: { type: string; cards?: { id: unknown }[] }[] }).blocks;
    const grid = blocks.findIndex((block) => block.type === 'cardGrid');
    expect(grid, 'the project has a card grid on its home page').toBeGreaterThanOrEqual(0);
    const cardsBefore = blocks[grid]!.cards!.length;
    const page = await openPage(file);
    await unfoldBlock(page, grid);
    const card = page.locator(`#block-card-${grid}`);

    await card.getByRole('button', { name: 'Add Card' }).click();
    // The new card starts from the schema's template: a TODO title to write, a fresh id.
    const newTitle = field(page, `/blocks/${grid}/cards/${cardsBefore}/title`);
    expect(await newTitle.inputValue()).toMatch(/^TODO/);
    await card.getByRole('button', { name: `Duplicate Card ${cardsBefore + 1}` }).click();
    await card.getByRole('button', { name: `Move Card ${cardsBefore + 2} up` }).click();

    // No "repeated id": Save stays possible (warnings for the TODO texts do not block it).
    await expect.poll(() => saveButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(
      await page
        .getByRole('region', { name: 'Problems' })
        .getByText(/unique|repeated/i)
        .count(),
    ).toBe(0);
    // The preview shows both new cards once each: no ghost card left by the move.
    const todoTitle = await newTitle.inputValue();
    await expect.poll(() => preview(page).getByText(todoTitle, { exact: true }).count()).toBe(2);

    await saveAndConfirm(page);
    const text = editor.read(file);
    expect(text, 'the editor identities are never written').not.toContain('_editorId');
    const cards = (JSON.parse(text) as { blocks: { cards: { id: unknown }[] }[] }).blocks[grid]!.cards;
    expect(cards).toHaveLength(cardsBefore + 2);
    const ids = cards.map((saved) => String(saved.id));
    expect(new Set(ids).size, `ids ${ids.join(', ')}`).toBe(ids.length);
    expect(await editor.validationErrors()).toEqual([]);
  });

  it('moves a block, undoes and redoes: the selected and unfolded block follows it', async () => {
    const file = 'pages/about.json';
    const before = JSON.parse(editor.read(file)) as { blocks: unknown[] };
    expect(before.blocks.length).toBeGreaterThanOrEqual(2);
    const page = await openPage(file);
    // Select the second block by clicking it in the preview.
    await preview(page).locator('[data-block-index="1"] > *').first().click();
    const selected = page.locator('[data-selected="true"]');
    await expect.poll(() => selected.getAttribute('id')).toBe('block-card-1');
    const identity = await selected.getAttribute('data-item-id');
    const summary = await selected.locator('button[aria-controls$="-fields"]').textContent();
    const followed = async (index: number) => {
      await expect.poll(() => selected.getAttribute('id')).toBe(`block-card-${index}`);
      expect(await selected.getAttribute('data-item-id')).toBe(identity);
      const toggle = selected.locator('button[aria-controls$="-fields"]');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect((await toggle.textContent())?.replace(/^\S+ \d+\. /, '')).toBe(summary?.replace(/^\S+ \d+\. /, ''));
      expect(await page.locator('[data-selected="true"]').count()).toBe(1);
    };

    await selected.getByRole('button', { name: /^Move block 2 .* up$/ }).click();
    await followed(0);
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await followed(1);
    await page.getByRole('button', { name: 'Redo', exact: true }).click();
    await followed(0);

    await saveAndConfirm(page);
    const text = editor.read(file);
    expect(text).not.toContain('_editorId');
    const saved = JSON.parse(text) as { blocks: unknown[] };
    expect(saved.blocks).toEqual([before.blocks[1], before.blocks[0], ...before.blocks.slice(2)]);
  });

  it('a click on a block in the preview selects that block in the form', async () => {
    const page = await openPage('pages/index.json');
    await preview(page).getByRole('heading', { name: 'Our Products' }).click();
    // 'Our Products' is the heading of the page's fifth block (a card grid).
    const card = page.locator('[data-selected="true"]');
    await expect.poll(() => card.getAttribute('id')).toBe('block-card-4');
    const toggle = card.locator('button[aria-controls="block-card-4-fields"]');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('the width chooser sets the preview’s viewport width, so the site’s media queries apply', async () => {
    const page = await openPage('pages/about.json');
    const frameWidth = () =>
      preview(page)
        .locator('html')
        .evaluate(() => window.innerWidth);
    for (const width of [375, 768, 1280]) {
      await page.getByText(String(width), { exact: true }).click();
      await expect.poll(frameWidth).toBe(width);
    }
    // Below Mantine's lg breakpoint the site shows its burger menu, above it the inline links.
    await page.getByText('375', { exact: true }).click();
    await expect.poll(() => preview(page).getByRole('banner').locator('button[popovertarget]').isVisible()).toBe(true);
    await page.getByText('1280', { exact: true }).click();
    await expect.poll(() => preview(page).getByRole('banner').locator('button[popovertarget]').isVisible()).toBe(false);
  });
});
