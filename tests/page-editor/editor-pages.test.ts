/**
 * Page operations through the editor use the build's own code: creation is `npm run new-page`
 * (same file, same refusals), deletion is refused while links lead to the page, and a move rewrites
 * every internal link to it, so the project stays valid. Run on a fixture project (copyProject).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_ROUTE } from '../../src/browser/app/not-found-route';
import { formatPageJson } from '../../src/build/pages/format-page-json';
import { scaffoldPage } from '../../src/build/scaffold/scaffold-page';
import { validateProject } from '../../src/build/validation/validate-project';
import { copyProject, editorUnderTest } from './editor-test-project';

const under = editorUnderTest();
const titleOf = (file: string) => (JSON.parse(under.read(file)) as { title: string }).title;
const errorsIn = async (root: string) =>
  (await validateProject({ root })).problems.filter((problem) => problem.severity === 'error');

describe('the page list', () => {
  it('lists every page with its route and title, and site.json', async () => {
    const answer = await under.call('GET', '/api/pages');
    expect(answer.body.site).toEqual({ file: 'site.json' });
    expect(answer.body.pages).toContainEqual({ file: 'pages/index.json', route: '/', title: expect.any(String) });
    expect(answer.body.pages).toContainEqual({
      file: 'pages/about.json',
      route: '/about',
      title: titleOf('pages/about.json'),
    });
    expect(answer.body.pages).toContainEqual({
      file: 'pages/product/conveyors.json',
      route: '/product/conveyors',
      title: titleOf('pages/product/conveyors.json'),
    });
  });

  it('reads like a site map: the home page first, then by route, the not-found page last', async () => {
    const routes: string[] = (await under.call('GET', '/api/pages')).body.pages.map(
      (page: { route: string }) => page.route,
    );
    expect(routes[0]).toBe('/');
    expect(routes.at(-1)).toBe(NOT_FOUND_ROUTE);
    const between = routes.slice(1, -1);
    expect(between).toEqual([...between].sort());
  });

  it('offers every route but the not-found page to internal links', async () => {
    const { body } = await under.call('GET', '/api/routes');
    expect(body.routes).toEqual(expect.arrayContaining(['/', '/about', '/contact', '/product/conveyors']));
    expect(body.routes).not.toContain('/404');
    expect(body.routes.some((route: string) => route.includes('not-found'))).toBe(false);
  });

  it('offers site references with their values', async () => {
    const site = JSON.parse(readFileSync(path.join(under.root, 'site.json'), 'utf8'));
    const { body } = await under.call('GET', '/api/site-references');
    expect(body.references).toContainEqual({ token: '{{contact.email}}', value: site.contact.email });
  });

  it('gives the schemas, one per block type and one per collection', async () => {
    const { body } = await under.call('GET', '/api/schemas');
    expect(Object.keys(body.blocks)).toEqual(expect.arrayContaining(['banner', 'heroCarousel', 'cardGrid']));
    expect(body.page.title).toBeTruthy();
    expect(body.defs.definitions).toBeTruthy();
    expect(
      Object.fromEntries(
        Object.entries(body.collections as Record<string, { title: string }>).map(([name, schema]) => [
          name,
          schema.title,
        ]),
      ),
    ).toEqual({
      posts: 'Blog post',
      jobs: 'Job opening',
      news: 'News item',
    });
  });
});

describe('creating a page', () => {
  it('writes the same file as `npm run new-page`', async () => {
    const answer = await under.call('POST', '/api/pages', {
      json: { route: '/product/vacuum-grippers', template: 'product', title: 'Vacuum Grippers' },
    });
    expect(answer.status, answer.text).toBe(201);
    expect(answer.body).toMatchObject({
      file: 'pages/product/vacuum-grippers.json',
      route: '/product/vacuum-grippers',
    });

    const other = copyProject();
    try {
      await scaffoldPage({
        root: other,
        route: '/product/vacuum-grippers',
        template: 'product',
        title: 'Vacuum Grippers',
      });
      expect(under.read('pages/product/vacuum-grippers.json')).toBe(
        readFileSync(path.join(other, 'pages/product/vacuum-grippers.json'), 'utf8'),
      );
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it("refuses a taken route and a bad route with new-page's messages", async () => {
    const taken = await under.call('POST', '/api/pages', { json: { route: '/about', template: 'plain' } });
    expect(taken.status).toBe(400);
    expect(taken.body.error).toBe(
      "Refused: pages/about.json already has the route '/about'. Edit that page, or choose another route.",
    );
    const bad = await under.call('POST', '/api/pages', { json: { route: '/product/../../x', template: 'plain' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain("has a '.' or '..' part");
    const unknown = await under.call('POST', '/api/pages', { json: { route: '/x', template: 'fancy' } });
    expect(unknown.status).toBe(400);
  });

  it('duplicates a page under a new route, titled as a copy', async () => {
    const answer = await under.call('POST', '/api/pages/duplicate', {
      json: { file: 'pages/about.json', route: '/company/about-copy' },
    });
    expect(answer.status, answer.text).toBe(201);
    const copy = JSON.parse(under.read('pages/company/about-copy.json'));
    expect(copy.title).toBe(`${titleOf('pages/about.json')} (copy)`);
    expect(copy.$schema).toBe('../../schemas/page.schema.json');
    const errors = (await errorsIn(under.root)).filter((problem) => problem.file.includes('about-copy'));
    expect(errors).toEqual([]);
  });
});

describe('deleting a page', () => {
  it('is refused while other pages or site.json link to it, listing them; nothing is deleted', async () => {
    // The fixture's navbar and home page link to /about.
    const answer = await under.call('DELETE', '/api/file?file=pages/about.json');
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('linked');
    expect(answer.body.linkedFrom).toEqual(
      expect.arrayContaining([{ file: 'site.json' }, { file: 'pages/index.json', route: '/' }]),
    );
    expect(existsSync(path.join(under.root, 'pages/about.json'))).toBe(true);
  });

  it('deletes a page nothing links to', async () => {
    const answer = await under.call('DELETE', '/api/file?file=pages/company/about-copy.json');
    expect(answer.status, answer.text).toBe(200);
    expect(existsSync(path.join(under.root, 'pages/company/about-copy.json'))).toBe(false);
  });

  it('answers 404 in words for a page or an entry that does not exist, as opening it does', async () => {
    for (const file of ['pages/nope.json', 'pages/nowhere/nope.json', 'content/posts/nope.json']) {
      const answer = await under.call('DELETE', `/api/file?file=${file}`);
      expect(answer.status, answer.text).toBe(404);
      expect(answer.body.error).toBe(`${file} does not exist.`);
    }
  });

  it('refuses to delete the home page', async () => {
    const answer = await under.call('DELETE', '/api/file?file=pages/index.json');
    expect(answer.status).toBe(400);
    expect(existsSync(path.join(under.root, 'pages/index.json'))).toBe(true);
  });
});

describe('moving a page', () => {
  it('rewrites every internal link to the old route, changing only those lines, and the project stays valid', async () => {
    // A second link, with an anchor, so the move is seen keeping anchors in more than one file.
    const home = JSON.parse(under.read('pages/index.json'));
    home.blocks
      .find((block: { type: string }) => block.type === 'section')
      .links.push({
        label: 'Conveyor options',
        href: '/product/conveyors#options',
      });
    writeFileSync(
      path.join(under.root, 'pages/index.json'),
      await formatPageJson(home, under.read('pages/index.json'), path.join(under.root, 'pages/index.json')),
    );
    const linking = ['pages/contact.json', 'pages/index.json'];
    const before = Object.fromEntries(linking.map((file) => [file, under.read(file)]));
    const answer = await under.call('POST', '/api/pages/move', {
      json: { file: 'pages/product/conveyors.json', route: '/product/belt-conveyors' },
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.file).toBe('pages/product/belt-conveyors.json');
    expect(answer.body.updated.sort()).toEqual([...linking].sort());
    expect(existsSync(path.join(under.root, 'pages/product/conveyors.json'))).toBe(false);
    for (const file of linking) {
      const oldLines = before[file]!.split('\n');
      const newLines = under.read(file).split('\n');
      expect(newLines.length).toBe(oldLines.length);
      const changed = newLines.filter((line, index) => line !== oldLines[index]);
      expect(changed.length).toBeGreaterThan(0);
      for (const line of changed) expect(line).toContain('"href": "/product/belt-conveyors');
    }
    expect(under.read('pages/index.json')).toContain('"href": "/product/belt-conveyors#options"');
    expect(await errorsIn(under.root)).toEqual([]);
  });
});

describe('checking a page as it is typed', () => {
  it('reports the same problems, at the same lines, as `npm run validate` on the saved file', async () => {
    const opened = await under.call('GET', '/api/file?file=pages/about.json');
    const data = structuredClone(opened.body.data);
    data.blocks[0].heading = '';
    data.description = 'TODO: describe';
    const check = await under.call('POST', '/api/check', { json: { file: 'pages/about.json', data } });
    expect(check.status, check.text).toBe(200);
    expect(check.body.problems.length).toBeGreaterThan(1);
    expect(under.read('pages/about.json')).toBe(opened.body.text);

    const other = copyProject();
    try {
      const absolute = path.join(other, 'pages/about.json');
      writeFileSync(absolute, await formatPageJson(data, opened.body.text, absolute));
      const validated = (await validateProject({ root: other })).problems.filter(
        (problem) => problem.file === 'pages/about.json',
      );
      const summary = (problem: { rule?: string; id?: string; message: string; pointer: string; line?: number }) =>
        `${problem.rule ?? problem.id} ${problem.pointer} ${problem.line || ''} ${problem.message}`;
      expect(check.body.problems.map(summary)).toEqual(validated.map(summary));
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('gives the preview the page as production renders it: defaults filled, site references resolved', async () => {
    const site = JSON.parse(under.read('site.json'));
    const opened = await under.call('GET', '/api/file?file=pages/about.json');
    const data = structuredClone(opened.body.data);
    expect(data.blocks[0].type).toBe('banner');
    data.blocks[0].text = 'Write to {{contact.email}}';
    // A mobile picture without its breakpoint: the preview gets the schema's default.
    data.blocks[0].mobile = { image: data.blocks[0].image };
    const check = await under.call('POST', '/api/check', { json: { file: 'pages/about.json', data } });
    expect(check.body.preview.page.blocks[0].text).toBe(`Write to ${site.contact.email}`);
    expect(check.body.preview.page.blocks[0].mobile.breakpointPx).toBe(500);
    expect(check.body.preview.site.contact.email).toBe(site.contact.email);
  });
});
