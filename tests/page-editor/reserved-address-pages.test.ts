/**
 * A page made before the site kept some addresses for itself (pages/robots.txt.json, pages/admin/…) cannot be
 * published where it is: the editor lists it with the reason, and deletes or moves it like any page, so an author
 * clears it without a developer. The site's own address gets no redirect and its links stay as they were; an old
 * site's file-like address (/about-us.html) is sent on like any page's. The project then passes validation.
 * Through `npm run edit`'s HTTP API on a fixture project.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRedirects } from '../../src/build/redirects/redirects-file';
import { validateProject } from '../../src/build/validation/validate-project';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { copyProject, editorUnderTest } from './editor-test-project';

/** A valid page of its own at `file`, but for its address. */
function writePage(root: string, file: string, title: string): void {
  const depth = file.split('/').length - 1;
  const page = {
    $schema: `${'../'.repeat(depth)}schemas/page.schema.json`,
    schemaVersion: CURRENT_SCHEMA_VERSION,
    title,
    description: `${title}: a page made before the site kept its address for itself.`,
    blocks: [{ type: 'section', heading: title, headingLevel: 1, paragraphs: ['An offer that has ended.'] }],
  };
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), `${JSON.stringify(page, null, 2)}\n`);
}

/** Three pages at addresses the site keeps, and a link from the contact page to one of them. */
function projectWithReservedPages(): string {
  const root = copyProject();
  writePage(root, 'pages/robots.txt.json', 'Robots');
  writePage(root, 'pages/admin/old-offer.json', 'Old offer');
  writePage(root, 'pages/about-us.html.json', 'About us (old site)');
  const contactFile = path.join(root, 'pages/contact.json');
  const contact = JSON.parse(readFileSync(contactFile, 'utf8')) as {
    blocks: { links: { label: string; href: string }[] }[];
  };
  contact.blocks[0]!.links.push({ label: 'Our old offer', href: '/admin/old-offer' });
  writeFileSync(contactFile, `${JSON.stringify(contact, null, 2)}\n`);
  return root;
}

const under = editorUnderTest({ makeRoot: projectWithReservedPages });
const errors = async () =>
  (await validateProject({ root: under.root })).problems.filter((problem) => problem.severity === 'error');

describe('a page at an address the site keeps for itself', () => {
  it('is listed at that address with why it must go, and offered to no link', async () => {
    expect((await errors()).map((problem) => `${problem.file} ${problem.rule}`).sort()).toEqual([
      'pages/about-us.html.json page-file-not-a-route',
      'pages/admin/old-offer.json page-file-not-a-route',
      'pages/contact.json dead-internal-link',
      'pages/robots.txt.json page-file-not-a-route',
    ]);
    const { body } = await under.call('GET', '/api/pages');
    expect(body.pages).toContainEqual({
      file: 'pages/robots.txt.json',
      route: '/robots.txt',
      title: expect.any(String),
      reserved:
        '/robots.txt is an address the site keeps for itself, so this page cannot be published there. Move it to another address or delete it: no redirect is kept from /robots.txt, where the site answers itself.',
    });
    expect(body.pages).toContainEqual(
      expect.objectContaining({ file: 'pages/admin/old-offer.json', route: '/admin/old-offer' }),
    );
    expect(body.pages.find((page: { route: string }) => page.route === '/about')).not.toHaveProperty('reserved');
    const { body: links } = await under.call('GET', '/api/routes');
    expect(links.routes).not.toContain('/robots.txt');
    expect(links.routes).not.toContain('/admin/old-offer');
  });

  it('is deleted or moved from the editor, with no redirect from the site’s own address, and the site is valid again', async () => {
    const deleted = await under.call('DELETE', '/api/file?file=pages/robots.txt.json');
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({
      deleted: 'pages/robots.txt.json',
      files: ['pages/robots.txt.json'],
      note: "/robots.txt is the site's own address again: no redirect was written from it.",
    });
    expect(existsSync(path.join(under.root, 'pages/robots.txt.json'))).toBe(false);

    // Moved as any page is: the contact page's link follows it, and was dead until then.
    const moved = await under.call('POST', '/api/pages/move', {
      json: { file: 'pages/admin/old-offer.json', route: '/old-offer' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({
      file: 'pages/old-offer.json',
      route: '/old-offer',
      updated: ['pages/contact.json'],
      note: "/admin/old-offer is the site's own address again: no redirect was written from it.",
    });
    expect(existsSync(path.join(under.root, 'pages/admin/old-offer.json'))).toBe(false);
    expect(under.read('pages/contact.json')).toContain('"href": "/old-offer"');

    // An old site's file-like address is no address of the site's own: its visitors are sent on.
    const html = await under.call('DELETE', '/api/file?file=pages/about-us.html.json');
    expect(html.status, html.text).toBe(200);
    expect(html.body.note).toBe('Visitors of /about-us.html are sent on to /.');

    expect(await readRedirects(under.root)).toEqual([{ from: '/about-us.html', to: '/' }]);
    expect(await errors()).toEqual([]);
    const { body } = await under.call('GET', '/api/pages');
    expect(body.pages.filter((page: { reserved?: string }) => page.reserved)).toEqual([]);
  });
});
