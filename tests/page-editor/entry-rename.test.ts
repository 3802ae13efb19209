/**
 * Changing a blog post's address works as moving a page does: the file is renamed, links to the old
 * address follow it, and a published post's old address redirects to the new one. An address
 * another post has, or one with no letters, is refused with nothing written.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { readRedirects } from '../../src/build/redirects/redirects-file';
import { EditorRefusal } from '../../src/editor/server/editor-refusal';
import { createEntry, deleteEntry } from '../../src/editor/server/entry-operations';
import { renameEntry } from '../../src/editor/server/rename-entry';
import { editorProjectEachTest } from '../support/editor-project-each-test';
import { fixturePost as post } from '../support/fixture-post';

const NOW = new Date('2026-06-01T10:00:00+05:30');
const OLD = 'content/posts/belt-or-roller.json';
const NEW = 'content/posts/choosing-a-conveyor.json';

const project = editorProjectEachTest();
const errorsIn = () => project.errors(NOW);
const write = (file: string, data: unknown) => {
  mkdirSync(path.dirname(path.join(project.root, file)), { recursive: true });
  writeFileSync(path.join(project.root, file), `${JSON.stringify(data, null, 2)}\n`);
};
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(project.root, file), 'utf8')) as Record<string, unknown>;

beforeEach(() => {
  write(OLD, post('Belt or roller: choosing a conveyor'));
  write(
    'content/posts/conveyor-care.json',
    post('Looking after a conveyor', {
      body: 'First [choose one](/blogs/belt-or-roller#costs), then [care for it](/contact).',
      related: [{ label: 'Choosing', href: '/blogs/belt-or-roller' }],
    }),
  );
});

describe("changing a post's address", () => {
  it('renames its file, rewrites links to it and redirects the old address to the new one', async () => {
    const renamed = await renameEntry(project.root, OLD, { slug: 'choosing-a-conveyor' }, NOW);
    expect(renamed).toMatchObject({ file: NEW, route: '/blogs/choosing-a-conveyor' });
    expect(existsSync(path.join(project.root, OLD))).toBe(false);
    expect(read(NEW).title).toBe('Belt or roller: choosing a conveyor');
    const linking = read('content/posts/conveyor-care.json');
    expect(linking.body).toBe('First [choose one](/blogs/choosing-a-conveyor#costs), then [care for it](/contact).');
    expect(linking.related).toEqual([{ label: 'Choosing', href: '/blogs/choosing-a-conveyor' }]);
    expect(await readRedirects(project.root)).toEqual([
      { from: '/blogs/belt-or-roller', to: '/blogs/choosing-a-conveyor' },
    ]);
    expect(renamed.files.sort()).toEqual([NEW, OLD, 'content/posts/conveyor-care.json', 'redirects.json'].sort());
    expect(await errorsIn()).toEqual([]);
  });

  it('makes typed words an address, as a title does', async () => {
    const renamed = await renameEntry(project.root, OLD, { slug: 'Choosing a Conveyor' }, NOW);
    expect(renamed.file).toBe(NEW);
  });

  it('adds no redirect for a scheduled post: no visitor has had its address yet', async () => {
    write(OLD, post('Belt or roller: choosing a conveyor', { publishAt: '2026-07-01' }));
    await renameEntry(project.root, OLD, { slug: 'choosing-a-conveyor' }, NOW);
    expect(await readRedirects(project.root)).toEqual([]);
    expect(existsSync(path.join(project.root, NEW))).toBe(true);
  });

  it('refuses the address another post has, and changes nothing', async () => {
    const attempt = await renameEntry(project.root, OLD, { slug: 'conveyor-care' }, NOW).catch(
      (error: unknown) => error,
    );
    expect(attempt).toBeInstanceOf(EditorRefusal);
    expect((attempt as EditorRefusal).status).toBe(409);
    expect((attempt as EditorRefusal).message).toBe(
      'Refused: a blog post already has the address /blogs/conveyor-care (content/posts/conveyor-care.json). Choose another address.',
    );
    expect(read(OLD).title).toBe('Belt or roller: choosing a conveyor');
    expect(read('content/posts/conveyor-care.json').title).toBe('Looking after a conveyor');
    expect(await readRedirects(project.root)).toEqual([]);
  });

  it('refuses an address without letters or digits', async () => {
    const attempt = await renameEntry(project.root, OLD, { slug: '—!' }, NOW).catch((error: unknown) => error);
    expect((attempt as EditorRefusal).message).toBe(
      "Refused: an address is made of Latin letters (a-z) and digits only, and the new address has none to make the blog post's address from. Add an English word or a number.",
    );
    expect(existsSync(path.join(project.root, OLD))).toBe(true);
  });
});

describe('an entry made at an address that redirects', () => {
  // A post deleted earlier left a redirect from its address to /blogs; a new post takes that address.
  const redirectedAway = async () => {
    await deleteEntry(project.root, 'content/posts/conveyor-care.json');
    expect(await readRedirects(project.root)).toEqual([{ from: '/blogs/conveyor-care', to: '/blogs' }]);
  };

  it('drops the redirect when a new post is created there, and names redirects.json for the draft', async () => {
    await redirectedAway();
    const created = await createEntry(project.root, { collection: 'posts', title: 'Conveyor care' }, NOW);
    expect(created.files.sort()).toEqual(['content/posts/conveyor-care.json', 'redirects.json']);
    expect(await readRedirects(project.root)).toEqual([]);
  });

  it('drops it when a new job opening is created there', async () => {
    write('redirects.json', { redirects: [{ from: '/careers/current-openings/service-engineer', to: '/about' }] });
    const created = await createEntry(project.root, { collection: 'jobs', title: 'Service engineer' }, NOW);
    expect(created.files).toContain('redirects.json');
    expect(await readRedirects(project.root)).toEqual([]);
  });

  it('drops it when a published post is renamed onto it, keeping the redirect from its own old address', async () => {
    await redirectedAway();
    const renamed = await renameEntry(project.root, OLD, { slug: 'conveyor-care' }, NOW);
    expect(renamed.files).toContain('redirects.json');
    expect(await readRedirects(project.root)).toEqual([{ from: '/blogs/belt-or-roller', to: '/blogs/conveyor-care' }]);
    expect(await errorsIn()).toEqual([]);
  });

  it('drops it when a scheduled post is renamed onto it', async () => {
    await redirectedAway();
    write(OLD, post('Belt or roller: choosing a conveyor', { publishAt: '2026-07-01' }));
    await renameEntry(project.root, OLD, { slug: 'conveyor-care' }, NOW);
    expect(await readRedirects(project.root)).toEqual([]);
  });

  it('is reported by validation while the redirect stays, in the words an author reads', async () => {
    write('redirects.json', {
      $schema: './schemas/redirects.schema.json',
      redirects: [{ from: '/blogs/belt-or-roller', to: '/about' }],
    });
    const [problem, ...others] = await errorsIn();
    expect(others).toEqual([]);
    expect(problem).toMatchObject({ file: 'redirects.json', rule: 'redirect-from-entry' });
    expect(problem!.message).toContain(
      '/blogs/belt-or-roller is the address of the blog post in content/posts/belt-or-roller.json: a redirect from it would send its visitors away',
    );
  });
});
