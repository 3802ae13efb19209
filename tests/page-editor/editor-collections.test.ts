/**
 * Collections in the editor's API: the lists an author picks an entry from, a new entry made from
 * its collection's template, and an entry opened, checked and saved like a page. The clock is fixed
 * (CONTENT_NOW): 20 March 2026 in India, still the 19th in UTC, so "today" must be India's day.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionListing } from '../../src/editor/shared/editor-api';
import { editablePath } from '../../src/editor/server/sandbox';
import { TODO_MARKER } from '../../src/schema';
import { collectionFixtureEntries, copyProjectWithCollections } from './collection-project';
import { editorUnderTest, repoRoot } from './editor-test-project';

const NOW = '2026-03-19T20:00:00Z';
let previousNow: string | undefined;
beforeAll(() => {
  previousNow = process.env.CONTENT_NOW;
  process.env.CONTENT_NOW = NOW;
});
afterAll(() => {
  if (previousNow === undefined) delete process.env.CONTENT_NOW;
  else process.env.CONTENT_NOW = previousNow;
});

const under = editorUnderTest({ makeRoot: copyProjectWithCollections });

const create = (collection: string, title: string) =>
  under.call('POST', '/api/entries', { json: { collection, title } });

describe('the collections list', () => {
  it('lists each collection by its title, entries newest first, with scheduled and expired marked', async () => {
    const answer = await under.call('GET', '/api/collections');
    expect(answer.status).toBe(200);
    const listed = answer.body.collections as CollectionListing[];
    const byName = Object.fromEntries(listed.map((collection) => [collection.name, collection])) as Record<
      string,
      CollectionListing
    >;
    expect(Object.keys(byName)).toEqual(['posts', 'jobs', 'news']);
    expect(byName.posts).toMatchObject({ title: 'Blog posts', entryTitle: 'Blog post' });
    expect(byName.posts!.entries).toEqual([
      expect.objectContaining({
        title: 'Vision checks',
        date: '2026-03-14',
        scheduled: false,
        route: '/blogs/vision-checks',
      }),
      expect.objectContaining({ title: 'Palletizing payback', date: '2026-03-10', scheduled: true, expired: false }),
      expect.objectContaining({ title: 'Robot cells', date: '2026-03-01', file: 'content/posts/robot-cells.json' }),
    ]);
    expect(
      byName.jobs!.entries.map((entry: { slug: string; expired: boolean }) => [entry.slug, entry.expired]),
    ).toEqual([
      ['service-engineer', false],
      ['plc-programmer', true],
    ]);
    expect(byName.jobs!.entries[0]!.route).toBe('/careers/current-openings/service-engineer');
    expect(byName.news!.entries).toEqual([
      expect.objectContaining({ title: 'We exhibit at Automation Expo 2026', date: '2026-02-20' }),
    ]);
    expect(byName.news!.entries[0]).not.toHaveProperty('route');
  });
});

describe('a new entry', () => {
  it('is made from the schema: $schema first, the title, today in India, TODO markers in what the author must write', async () => {
    const answer = await create('posts', 'Why Vision Checks Pay Back');
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      file: 'content/posts/why-vision-checks-pay-back.json',
      slug: 'why-vision-checks-pay-back',
    });
    const text = under.read('content/posts/why-vision-checks-pay-back.json');
    const data = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(data)[0]).toBe('$schema');
    expect(data.$schema).toBe('../../schemas/collections/post.schema.json');
    expect(data.title).toBe('Why Vision Checks Pay Back');
    expect(data.date).toBe('2026-03-20');
    expect(data.summary).toMatch(TODO_MARKER);
    expect(data.body).toMatch(TODO_MARKER);
    expect(data.category).toMatch(TODO_MARKER);
    expect(data).not.toHaveProperty('publishAt');
    // Laid out by the same formatter as pages: two spaces, objects expanded, a final newline.
    expect(text).toMatch(/^\{\n {2}"\$schema": "\.\.\/\.\.\/schemas\/collections\/post\.schema\.json",\n/);
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('a job opening is posted today and open for 30 days', async () => {
    const answer = await create('jobs', 'Robot programmer (Pune)');
    expect(answer.status).toBe(201);
    const data = JSON.parse(under.read(answer.body.file));
    expect(answer.body.file).toBe('content/jobs/robot-programmer-pune.json');
    expect(data).toMatchObject({
      title: 'Robot programmer (Pune)',
      datePosted: '2026-03-20',
      validThrough: '2026-04-19',
    });
  });

  it('a news item gets the title as its headline', async () => {
    const answer = await create('news', 'Our new plant in Chennai');
    expect(answer.status).toBe(201);
    const data = JSON.parse(under.read(answer.body.file));
    expect(data).toMatchObject({ headline: 'Our new plant in Chennai', date: '2026-03-20' });
    expect(data).not.toHaveProperty('title');
  });

  it('is refused, in the author words, when its address is taken, and the entry there stays as it was', async () => {
    const before = under.read('content/posts/robot-cells.json');
    const answer = await create('posts', 'Robot Cells!');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      'Refused: a blog post already has the address /blogs/robot-cells (content/posts/robot-cells.json). Give this one another title.',
    );
    expect(under.read('content/posts/robot-cells.json')).toBe(before);
  });

  it('is refused without a title that gives an address, or for a collection that does not exist', async () => {
    expect((await create('posts', '  ')).body.error).toBe('Refused: give the new blog post a title.');
    // A Hindi title is letters, but not ones an address carries: the refusal says which ones it needs.
    for (const title of ['!!!', 'नौकरी']) {
      expect((await create('jobs', title)).body.error).toBe(
        "Refused: an address is made of Latin letters (a-z) and digits only, and the title has none to make the job opening's address from. Add an English word or a number (the title can be changed afterwards; the address stays).",
      );
    }
    const unknown = await create('events', 'Open day');
    expect(unknown.status).toBe(400);
    expect(existsSync(path.join(under.root, 'content/events'))).toBe(false);
  });
});

describe('an entry opened and saved', () => {
  const file = 'content/posts/robot-cells.json';

  it('opens as it is on disk and saves with the pages formatter: only the changed line differs', async () => {
    const opened = await under.call('GET', `/api/file?file=${encodeURIComponent(file)}`);
    expect(opened.status).toBe(200);
    expect(opened.body.text).toBe(collectionFixtureEntries[file]);
    const data = { ...opened.body.data, title: 'Robot cells, revisited' };
    const saved = await under.call('PUT', '/api/file', { json: { file, data, baseVersion: opened.body.version } });
    expect(saved.status).toBe(200);
    const after = under.read(file);
    const changed = after.split('\n').filter((line, index) => line !== opened.body.text.split('\n')[index]);
    expect(changed).toEqual(['  "title": "Robot cells, revisited",']);
  });

  // Entries are validated by validateProject once issue 27's schema slice is in (schemas/collections/).
  it.runIf(existsSync(path.join(repoRoot, 'schemas/collections/post.schema.json')))(
    'an entry with an error is refused with nothing written, the problem named in author words',
    async () => {
      const opened = await under.call('GET', `/api/file?file=${encodeURIComponent(file)}`);
      const data = { ...opened.body.data, summary: '' };
      const saved = await under.call('PUT', '/api/file', { json: { file, data, baseVersion: opened.body.version } });
      expect(saved.status).toBe(422);
      expect(saved.body.problems).toContainEqual(
        expect.objectContaining({ file, pointer: '/summary', field: expect.stringContaining('Summary') }),
      );
      expect(under.read(file)).toBe(opened.body.text);
    },
  );

  const previewOf = async () => {
    const opened = await under.call('GET', `/api/file?file=${encodeURIComponent(file)}`);
    const check = await under.call('POST', '/api/check', { json: { file, data: opened.body.data } });
    expect(check.status).toBe(200);
    return check.body.preview.entry;
  };

  it('the check previews the entry on its own page and in the list it appears in', async () => {
    const preview = await previewOf();
    expect(preview.detail.route).toBe('/blogs/robot-cells');
    expect(preview.list.route).toBe('/blogs');
    expect(preview.list.page.title).toBe('Blogs');
  });

  // The entry's own page comes from its collection's template (issue 27's collection pages slice).
  it.runIf(existsSync(path.join(repoRoot, 'src/collections/templates')))(
    "the entry's own page shows the entry",
    async () => {
      const preview = await previewOf();
      expect(JSON.stringify(preview.detail.page)).toContain('Robot cells, revisited');
      expect(preview.note).toBeUndefined();
    },
  );

  it('files outside a collection folder, or not named like a slug, stay out of reach', async () => {
    for (const outside of ['content/events/x.json', 'content/posts/Robot Cells.json', 'content/posts/a/b.json']) {
      const answer = await under.call('GET', `/api/file?file=${encodeURIComponent(outside)}`);
      expect(answer.status, outside).toBe(403);
    }
  });
});

describe('an entry deleted', () => {
  const remove = (file: string) => under.call('DELETE', `/api/file?file=${encodeURIComponent(file)}`);

  it('is gone, and visitors of its address are sent to its list', async () => {
    const answer = await remove('content/posts/vision-checks.json');
    expect(answer.status).toBe(200);
    expect(existsSync(path.join(under.root, 'content/posts/vision-checks.json'))).toBe(false);
    expect(JSON.parse(under.read('redirects.json')).redirects).toContainEqual({
      from: '/blogs/vision-checks',
      to: '/blogs',
    });
  });

  it('is refused while a page links to it, naming the page', async () => {
    const answer = await remove('content/posts/robot-cells.json');
    expect(answer.status).toBe(409);
    expect(answer.body.linkedFrom).toEqual([{ file: 'pages/blogs.json', route: '/blogs' }]);
    expect(existsSync(path.join(under.root, 'content/posts/robot-cells.json'))).toBe(true);
  });
});

describe('the first entry of a project', () => {
  it('may be made where content/ does not exist yet, but not through a link out of the project', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'first-entry-'));
    try {
      writeFileSync(path.join(root, 'site.json'), '{}');
      const file = 'content/posts/first.json';
      expect(await editablePath(root, file, ['entry'])).toBe(path.join(realpathSync(root), file));
      const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
      symlinkSync(outside, path.join(root, 'content'));
      await expect(editablePath(root, file, ['entry'])).rejects.toThrow('leads outside content/');
      rmSync(outside, { recursive: true, force: true });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("an entry's address changed", () => {
  const rename = (file: string, slug: string) => under.call('POST', '/api/entries/rename', { json: { file, slug } });

  it('is refused when another entry has it, in the words a new entry gets', async () => {
    const answer = await rename('content/posts/robot-cells.json', 'palletizing-payback');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe(
      'Refused: a blog post already has the address /blogs/palletizing-payback (content/posts/palletizing-payback.json). Choose another address.',
    );
    expect(existsSync(path.join(under.root, 'content/posts/robot-cells.json'))).toBe(true);
  });

  it('moves the file, the links to it on /blogs follow, and its old address redirects to the new one', async () => {
    const answer = await rename('content/posts/robot-cells.json', 'robot-cells-explained');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      file: 'content/posts/robot-cells-explained.json',
      updated: ['pages/blogs.json'],
    });
    expect(existsSync(path.join(under.root, 'content/posts/robot-cells.json'))).toBe(false);
    expect(under.read('pages/blogs.json')).toContain('"href": "/blogs/robot-cells-explained"');
    expect(JSON.parse(under.read('redirects.json')).redirects).toContainEqual({
      from: '/blogs/robot-cells',
      to: '/blogs/robot-cells-explained',
    });
  });
});
