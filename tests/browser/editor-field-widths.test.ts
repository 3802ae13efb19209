/**
 * Every input an author types into is wide enough to type in: at a 1440 px window each text area,
 * text input, number input and select of the form is at least 280 px wide, on a page made with every
 * field the schemas allow (every block type, two items in every list) and in Site settings. Before,
 * a product's Description and Bullets were 48 px wide (a letter per line) and a card's Meta line 0 px.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createSchemaLayer, type Json, type SchemaLayer } from '../../src/schema';
import { loadSchemas } from '../../src/build/validation/load-schemas';
import { unfoldBlock } from './harness/editor-page';
import { createEditorSession } from './harness/editor-session';
import { everyFieldDocument } from './harness/every-field-document';

const WINDOW_WIDTH = 1440;
const MIN_FIELD_WIDTH = 280;

const session = createEditorSession();
let layer: SchemaLayer;

beforeAll(() => {
  layer = createSchemaLayer([...loadSchemas().byId.values()]);
});

interface Measured {
  field: string;
  width: number;
}

/** Every visible typing field of the form (checkboxes and buttons aside), named by its label, with its width. */
function measureFields(page: Page): Promise<Measured[]> {
  return page.evaluate(() => {
    const form = document.querySelector('form');
    if (!form) return [];
    const fields = form.querySelectorAll<HTMLElement>(
      'textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]):not([type="file"])',
    );
    return [...fields]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
        const name = label?.textContent ?? element.getAttribute('aria-label') ?? element.id;
        return { field: `${name} (${element.id})`, width: Math.round(element.getBoundingClientRect().width) };
      });
  });
}

async function unfoldEveryBlock(page: Page): Promise<number> {
  const count = await page.locator('[id^="block-card-"]').count();
  for (let index = 0; index < count; index++) await unfoldBlock(page, index);
  return count;
}

describe('page editor: field widths at a 1440 px window', () => {
  it('a page with every block and every field: each input and text area is at least 280 px wide', async () => {
    const index = JSON.parse(session.editor().read('pages/index.json')) as { $schema: string; schemaVersion: number };
    const document = everyFieldDocument(layer, layer.page()) as { [key: string]: Json };
    const file = 'pages/every-field-kind.json';
    session
      .editor()
      .write(
        file,
        `${JSON.stringify({ ...document, $schema: index.$schema, schemaVersion: index.schemaVersion }, null, 2)}\n`,
      );
    const { page } = await session.open(file, WINDOW_WIDTH);
    expect(await unfoldEveryBlock(page)).toBe(layer.blockTypes.length);

    const measured = await measureFields(page);
    // Not a vacuous pass: the product list's Description and Bullets and the cards' Meta line are there.
    for (const pointerPart of ['_2fdescription_2f1', '_2fbullets_2f1', '_2fmeta_2f1']) {
      expect(
        measured.some((entry) => entry.field.includes(pointerPart)),
        pointerPart,
      ).toBe(true);
    }
    expect(measured.length).toBeGreaterThan(150);
    expect(measured.filter((entry) => entry.width < MIN_FIELD_WIDTH)).toEqual([]);
  });

  it('Site settings with every optional group added, Advanced unfolded too: each input and text area is at least 280 px wide', async () => {
    const { page } = await session.open('site.json', WINDOW_WIDTH);
    // Every optional group the site does not have yet ("+ Social links"), added from its template.
    const addGroup = page.locator('form button').filter({ hasText: /^\+ / });
    for (let added = 0; (await addGroup.count()) > 0; added++) {
      expect(added, 'optional groups to add').toBeLessThan(50);
      await addGroup.first().click();
    }
    // The developer settings are folded away, with a warning once unfolded.
    const baseUrl = page.locator('#field_2fbaseUrl');
    expect(await baseUrl.isVisible()).toBe(false);
    await page.locator('[data-advanced-fields] summary').click();
    expect(await baseUrl.isVisible()).toBe(true);
    expect(await page.getByText('For developers', { exact: true }).isVisible()).toBe(true);
    const measured = await measureFields(page);
    expect(measured.length).toBeGreaterThan(20);
    expect(measured.filter((entry) => entry.width < MIN_FIELD_WIDTH)).toEqual([]);
  });
});
