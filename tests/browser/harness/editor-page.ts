import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { fieldId } from '../../../src/editor/client/form/form-context';
import { repoRoot } from './repo-root';

/** The input of the field at a JSON pointer ('/blocks/0/slides/0/headline'). */
export function field(page: Page, pointer: string): Locator {
  return page.locator(`#${fieldId(pointer)}`);
}

export function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Preview of the page"]');
}

export function saveButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Save', exact: true });
}

/** Opens the editor on a file and waits until its form and the preview show it. */
export async function openEditor(page: Page, url: string, file: string): Promise<void> {
  await page.goto(`${url}?file=${encodeURIComponent(file)}`);
  await field(page, '/title')
    .or(page.getByRole('heading', { name: 'Page editor' }))
    .first()
    .waitFor();
  await expect.poll(() => preview(page).locator('main').count(), { timeout: 30_000 }).toBe(1);
}

/** Unfolds a block's fields in the form (blocks start folded). */
export async function unfoldBlock(page: Page, index: number): Promise<void> {
  const toggle = page.locator(`#block-card-${index} button[aria-expanded]`);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/** Waits for the live check to settle with Save enabled, then saves and waits for the confirmation. */
export async function saveAndConfirm(page: Page): Promise<void> {
  await expect.poll(() => saveButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
  await saveButton(page).click();
  await page.getByText(/^Saved /).waitFor();
}

/** The lines of `after` that differ from `before`, as [before, after] pairs (same line count assumed). */
export function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length, 'line count').toBe(a.length);
  return a.flatMap((line, i) => (line === b[i] ? [] : [[line, b[i]!] as [string, string]]));
}

const axeSource = readFileSync(path.join(repoRoot, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8');

/** axe-core's full rule set on the editor itself (the preview frame is the site, checked by the site's own suite). */
export async function editorAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] });
    return result.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  });
}

/** Selects `text` inside a rich text field as an author's mouse would (ProseMirror follows the DOM selection). */
export async function selectText(editable: Locator, text: string): Promise<void> {
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
      // The rich control (ProseMirror) takes the DOM selection on the `selectionchange` event, which
      // comes as a later task: a key pressed before it would act on the previous selection.
      return new Promise<void>((resolve) => {
        element.ownerDocument.addEventListener('selectionchange', () => setTimeout(resolve, 20), { once: true });
        setTimeout(resolve, 500);
        selection.removeAllRanges();
        selection.addRange(range);
      });
    }
    throw new Error(`"${target}" is not in the field`);
  }, text);
}
