/**
 * Moving or deleting a page keeps its old address working: redirects.json gains a permanent
 * redirect, earlier redirects follow the page (no chains), and the project stays valid. Every
 * operation names the files it wrote, redirects.json included (a draft commits exactly those).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addRedirect } from '../../src/build/redirects/add-redirect';
import { readRedirects } from '../../src/build/redirects/redirects-file';
import { EditorRefusal } from '../../src/editor/server/editor-refusal';
import { createPage, deletePage, movePage } from '../../src/editor/server/page-operations';
import { editorProjectEachTest } from '../support/editor-project-each-test';
import { fixturePost } from '../support/fixture-post';

const project = editorProjectEachTest();
const errorsIn = () => project.errors();

describe('moving a page', () => {
  it('redirects the old address to the new one and names redirects.json among the changed files', async () => {
    const moved = await movePage(project.root, 'pages/product/conveyors.json', { route: '/product/belt-conveyors' });
    expect(await readRedirects(project.root)).toEqual([{ from: '/product/conveyors', to: '/product/belt-conveyors' }]);
    expect(moved.files.sort()).toEqual(
      [
        'pages/product/belt-conveyors.json',
        'pages/product/conveyors.json',
        'pages/contact.json',
        'redirects.json',
      ].sort(),
    );
    expect(readFileSync(path.join(project.root, 'redirects.json'), 'utf8')).toContain(
      '"$schema": "./schemas/redirects.schema.json"',
    );
    expect(await errorsIn()).toEqual([]);
  });

  it('points earlier redirects at the new address, so no visitor goes through a chain', async () => {
    await movePage(project.root, 'pages/product/conveyors.json', { route: '/product/belt-conveyors' });
    await movePage(project.root, 'pages/product/belt-conveyors.json', { route: '/conveyors' });
    expect(await readRedirects(project.root)).toEqual([
      { from: '/product/conveyors', to: '/conveyors' },
      { from: '/product/belt-conveyors', to: '/conveyors' },
    ]);
    expect(await errorsIn()).toEqual([]);
  });

  it('drops the redirect from an address a page moves back to', async () => {
    await movePage(project.root, 'pages/product/conveyors.json', { route: '/product/belt-conveyors' });
    await movePage(project.root, 'pages/product/belt-conveyors.json', { route: '/product/conveyors' });
    expect(await readRedirects(project.root)).toEqual([{ from: '/product/belt-conveyors', to: '/product/conveyors' }]);
    expect(await errorsIn()).toEqual([]);
  });
});

describe('deleting a page', () => {
  it('sends its visitors to the home page unless told otherwise', async () => {
    const deleted = await deletePage(project.root, 'pages/contact.json');
    expect(deleted.files.sort()).toEqual(['pages/contact.json', 'redirects.json']);
    expect(await readRedirects(project.root)).toEqual([{ from: '/contact', to: '/' }]);
    expect(await errorsIn()).toEqual([]);
  });

  it('sends them to the page the publisher picks, and redirects that led to it follow', async () => {
    await movePage(project.root, 'pages/contact.json', { route: '/contact-us' });
    await deletePage(project.root, 'pages/contact-us.json', { redirectTo: '/about' });
    expect(await readRedirects(project.root)).toEqual([
      { from: '/contact', to: '/about' },
      { from: '/contact-us', to: '/about' },
    ]);
    expect(await errorsIn()).toEqual([]);
  });

  it('refuses a redirect to an address that is no page, and deletes nothing', async () => {
    for (const redirectTo of ['/nowhere', '/contact', '*']) {
      const attempt = deletePage(project.root, 'pages/contact.json', { redirectTo });
      await expect(attempt).rejects.toBeInstanceOf(EditorRefusal);
      await expect(attempt).rejects.toMatchObject({ status: 400 });
    }
    expect(existsSync(path.join(project.root, 'pages/contact.json'))).toBe(true);
    expect(existsSync(path.join(project.root, 'redirects.json'))).toBe(false);
  });
});

describe('creating a page at a redirected address', () => {
  it('drops the redirect: the address is a page again', async () => {
    await deletePage(project.root, 'pages/contact.json');
    const created = await createPage(project.root, { route: '/contact', template: 'plain', title: 'Contact' });
    expect(created.files.sort()).toEqual(['pages/contact.json', 'redirects.json']);
    expect(await readRedirects(project.root)).toEqual([]);
  });
});

describe('links inside rich texts and collection entries', () => {
  const post = fixturePost('Belt or roller: choosing a conveyor', {
    body: 'See [our conveyors](/product/conveyors#sizes) and [**the same**](/product/conveyors).\n\n- Or [contact us](/contact).',
    related: [{ label: 'Conveyors', href: '/product/conveyors' }],
  });
  const file = 'content/posts/belt-or-roller.json';
  const writePost = () => {
    mkdirSync(path.join(project.root, 'content/posts'), { recursive: true });
    writeFileSync(path.join(project.root, file), `${JSON.stringify(post, null, 2)}\n`);
  };

  it("follow a moved page: a post's body and related links lead to the new address, so Publish finds no dead link", async () => {
    writePost();
    const moved = await movePage(project.root, 'pages/product/conveyors.json', { route: '/product/belt-conveyors' });
    expect(moved.files).toContain(file);
    const after = JSON.parse(readFileSync(path.join(project.root, file), 'utf8')) as typeof post;
    expect(after.body).toBe(
      'See [our conveyors](/product/belt-conveyors#sizes) and [**the same**](/product/belt-conveyors).\n\n- Or [contact us](/contact).',
    );
    expect(after.related).toEqual([{ label: 'Conveyors', href: '/product/belt-conveyors' }]);
    expect((await errorsIn()).filter((problem) => problem.message.includes('/product/conveyors'))).toEqual([]);
  });

  it('keep a linked page from being deleted, as links from other pages do', async () => {
    writePost();
    const refusal = await deletePage(project.root, 'pages/product/conveyors.json').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(EditorRefusal);
    expect((refusal as EditorRefusal).body).toMatchObject({
      linkedFrom: expect.arrayContaining([expect.objectContaining({ file })]),
    });
    expect(existsSync(path.join(project.root, 'pages/product/conveyors.json'))).toBe(true);
  });
});

describe("a page the site's contract requires", () => {
  const contract = (route: string) =>
    writeFileSync(
      path.join(project.root, 'site.contract.json'),
      JSON.stringify({
        requirements: [{ id: 'route-about', spec: '§2 Route table', says: `${route} has a page`, route }],
      }),
    );

  it('is neither moved nor deleted: the refusal says why before the draft holds a change Publish would refuse', async () => {
    contract('/about');
    const moving = await movePage(project.root, 'pages/about.json', { route: '/who-we-are' }).catch(
      (error: unknown) => error,
    );
    expect(moving).toBeInstanceOf(EditorRefusal);
    expect((moving as EditorRefusal).message).toBe(
      "Refused: /about cannot be moved: the site's specification requires a page there (§2 Route table: /about has a page). Change its content instead.",
    );
    const deleting = await deletePage(project.root, 'pages/about.json').catch((error: unknown) => error);
    expect((deleting as EditorRefusal).message).toContain('/about cannot be deleted');
    expect(existsSync(path.join(project.root, 'pages/about.json'))).toBe(true);
    expect(existsSync(path.join(project.root, 'pages/who-we-are.json'))).toBe(false);
    expect(await readRedirects(project.root)).toEqual([]);
  });
});

describe('an address the site itself uses (/robots.txt)', () => {
  it('never gets a redirect from the editor: a page left there is deleted or moved without one', async () => {
    const contact = readFileSync(path.join(project.root, 'pages/contact.json'));
    writeFileSync(path.join(project.root, 'pages/robots.txt.json'), contact);
    const deleted = await deletePage(project.root, 'pages/robots.txt.json');
    expect(deleted.files).toEqual(['pages/robots.txt.json']);
    writeFileSync(path.join(project.root, 'pages/robots.txt.json'), contact);
    const moved = await movePage(project.root, 'pages/robots.txt.json', { route: '/robots' });
    expect(moved.files).not.toContain('redirects.json');
    expect(existsSync(path.join(project.root, 'pages/robots.txt.json'))).toBe(false);
    expect(await readRedirects(project.root)).toEqual([]);
  });

  it('loses a redirect written by hand when a redirect from it is recorded, instead of keeping or adding one', async () => {
    writeFileSync(
      path.join(project.root, 'redirects.json'),
      JSON.stringify({ $schema: './schemas/redirects.schema.json', redirects: [{ from: '/robots.txt', to: '/' }] }),
    );
    expect(await addRedirect(project.root, '/robots.txt', '/about')).toEqual(['redirects.json']);
    expect(await addRedirect(project.root, '/admin/login', '/about')).toEqual([]);
    expect(await readRedirects(project.root)).toEqual([]);
  });
});

describe("an old site's file-like address (/about-us.html)", () => {
  it('may redirect to a page: only the files the build writes (robots.txt, feed.xml) are refused', async () => {
    expect(await addRedirect(project.root, '/about-us.html', '/about')).toEqual(['redirects.json']);
    expect(await readRedirects(project.root)).toEqual([{ from: '/about-us.html', to: '/about' }]);
    expect(await errorsIn()).toEqual([]);
    expect(await addRedirect(project.root, '/blogs/feed.xml', '/about')).toEqual([]);
    expect(await addRedirect(project.root, '/sitemap.xml.gz', '/about')).toEqual([]);
    expect(await readRedirects(project.root)).toEqual([{ from: '/about-us.html', to: '/about' }]);
  });
});
