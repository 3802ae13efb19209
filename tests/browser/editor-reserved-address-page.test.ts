/**
 * A page left at an address the site keeps for itself (pages/robots.txt.json, made before such addresses were
 * refused), in the editor in Chromium (`npm run edit` on tests/fixtures/editor-site): listed at its address with
 * the reason, deleted from its ⋯ menu after the dialog says that no redirect is kept from there, and the project
 * then passes validation with no redirect from /robots.txt.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createEditorSession } from './harness/editor-session';

const session = createEditorSession();

describe('the editor: a page at an address the site keeps', () => {
  it('is listed with the reason and deleted without a redirect from that address', async () => {
    const editor = session.editor();
    editor.write(
      'pages/robots.txt.json',
      editor.read('pages/policies.json').replace(/"title": "[^"]*"/, '"title": "Robots"'),
    );
    expect((await editor.validationErrors()).join('\n')).toContain('pages/robots.txt.json: cannot be a route');
    const { page, problems } = await session.open('pages/index.json');
    const listed = page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: /^\/robots\.txt/ });
    await expect.poll(() => listed.textContent()).toContain('address the site keeps: move or delete it');

    await page.getByRole('button', { name: 'Actions for /robots.txt', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete /robots.txt?' });
    expect(await dialog.textContent()).toContain('no redirect is kept from /robots.txt, where the site answers itself');
    await dialog.getByRole('button', { name: 'Delete page' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => listed.count()).toBe(0);

    expect(existsSync(path.join(editor.root, 'pages/robots.txt.json'))).toBe(false);
    const redirects = path.join(editor.root, 'redirects.json');
    expect(existsSync(redirects) ? readFileSync(redirects, 'utf8') : '').not.toContain('/robots.txt');
    expect(await editor.validationErrors()).toEqual([]);
    expect(problems.list()).toEqual([]);
  });
});
