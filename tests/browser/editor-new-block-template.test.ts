import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preview } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';

const session = createEditorSession();

/** Every text of every page of the editor's project copy, at least four characters with a letter ('Mission', 'We Are'). */
function pageTexts(): Set<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.length >= 4 && /\p{L}/u.test(value)) texts.add(value);
    } else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const pagesDir = path.join(session.editor().root, 'pages');
  for (const file of readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.json')) collect(JSON.parse(readFileSync(path.join(pagesDir, file), 'utf8')));
  }
  return texts;
}

describe('page editor: a new block starts from its template', () => {
  it('a Section added from the palette holds TODO markers the problem list warns about, and no text from any page', async () => {
    const file = 'pages/careers.json';
    const blocks = (JSON.parse(session.editor().read(file)) as { blocks: unknown[] }).blocks.length;
    const { page } = await session.open(file);
    await page.getByRole('combobox', { name: 'New block type' }).click();
    await page.getByRole('option', { name: 'Section', exact: true }).click();
    await page.getByRole('button', { name: 'Add block' }).click();

    // The new block arrives unfolded at the end; what the author sees in its fields:
    const fields = page.locator(`#block-card-${blocks}-fields`);
    await fields.waitFor();
    const shown = await fields
      .locator('input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea')
      .evaluateAll((inputs) =>
        inputs.map((input) => ({
          value: (input as HTMLInputElement).value,
          placeholder: (input as HTMLInputElement).placeholder,
        })),
      );
    const values = shown.map(({ value }) => value).filter(Boolean);
    expect(values.length, 'the Section template has a text to write').toBeGreaterThan(0);
    for (const value of values) expect(value, 'a text the author must write').toMatch(/^TODO\b/);
    const inPreview = await preview(page).locator(`[data-block-index="${blocks}"]`).innerText();
    expect(inPreview).toMatch(/\bTODO\b/);
    // A placeholder naming the schema's default ('Default: right') shows what an empty field means, not copy.
    const placeholders = shown.map(({ placeholder }) => placeholder).filter((text) => !text.startsWith('Default: '));
    const seen = [...values, ...placeholders, inPreview];
    const copied = [...pageTexts()].filter((text) => seen.some((own) => own.includes(text)));
    expect(copied, 'page texts in the new block (a field, a placeholder or the preview)').toEqual([]);

    // The problem list warns about each TODO, in author words, and Save stays possible.
    const warnings = page
      .getByRole('region', { name: 'Problems' })
      .getByRole('button')
      .filter({ hasText: /^warning/ })
      .filter({ hasText: `still has the placeholder "${values[0]}"` });
    await expect.poll(() => warnings.count(), { timeout: 15_000 }).toBe(1);
    expect(await warnings.textContent()).toMatch(/Section › /);
    expect(await page.getByText(/Fix \d+ errors? before saving/).count()).toBe(0);
  });
});
