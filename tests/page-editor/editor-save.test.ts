/**
 * Saving loses nothing: the editor writes exactly what `npm run migrate` / `npm run new-page` write,
 * so an unchanged page keeps every byte and an edit changes only its lines; it refuses to overwrite a
 * file changed on disk since it was opened, and to write a page with errors. Run on a copy of
 * tests/fixtures/base, never on the live pages an author may change.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CURRENT_SCHEMA_VERSION } from '../../src/build/migrations';
import { migrateProject } from '../../src/build/migrations/migrate-project';
import { formatContentFiles } from '../../src/build/pages/format-content-files';
import { listPageFiles } from '../../src/build/pages/page-files';
import { baseProjectCopy, removeScaffoldProjects } from '../scaffold/scaffold-project';
import { baseProjectDir, withProjectSchemaPath } from '../validation/fixture-project';
import { editorUnderTest, repoRoot } from './editor-test-project';

const v1About = path.join(repoRoot, 'tests/fixtures/migrations/v1/about.json');

/**
 * The base fixture, with a drawing at every image the v1 migration fixture names that base lacks
 * (migration 3 -> 4 reads their sizes), never the live public/images an author may change.
 */
function fixtureProject(): string {
  const root = baseProjectCopy();
  for (const [, src] of readFileSync(v1About, 'utf8').matchAll(/"src": "(\/images\/[^"]+\.svg)"/g)) {
    const file = path.join(root, 'public', src!);
    if (existsSync(file)) continue;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"/>');
  }
  return root;
}

const under = editorUnderTest({ makeRoot: fixtureProject });
afterAll(removeScaffoldProjects);
const baseAbout = () =>
  withProjectSchemaPath(
    readFileSync(path.join(baseProjectDir, 'pages/about.json'), 'utf8'),
    path.join(baseProjectDir, 'pages/about.json'),
    'pages/about.json',
  );

async function open(file: string) {
  const answer = await under.call('GET', `/api/file?file=${encodeURIComponent(file)}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { text: string; data: any; version: string; migratedFrom?: number }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const save = (file: string, data: unknown, baseVersion: string) =>
  under.call('PUT', '/api/file', { json: { file, data, baseVersion } });

/** Line numbers (1-based) where two texts differ, for texts with the same number of lines. */
function changedLines(before: string, after: string): number[] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [index + 1]));
}

describe('saving', () => {
  it('rewrites every page and site.json unchanged, byte for byte', async () => {
    const files = ['site.json', ...(await listPageFiles(under.root))];
    for (const file of files) {
      const before = under.read(file);
      const opened = await open(file);
      const saved = await save(file, opened.data, opened.version);
      expect(saved.status, `${file}: ${saved.text.slice(0, 500)}`).toBe(200);
      expect(saved.body.text, file).toBe(before);
      expect(under.read(file), file).toBe(before);
    }
  });

  it('accepts a page edited by hand with other whitespace, and saves it in the canonical form', async () => {
    const file = 'pages/about.json';
    const canonical = under.read(file);
    const handEdited = JSON.stringify(JSON.parse(canonical), null, 4).replace(/\n/g, '\r\n');
    writeFileSync(path.join(under.root, file), handEdited);
    try {
      const opened = await open(file);
      const check = await under.call('POST', '/api/check', { json: { file, data: opened.data } });
      expect(check.body.problems).toEqual([]);
      const saved = await save(file, opened.data, opened.version);
      expect(saved.status, saved.text).toBe(200);
      expect(JSON.parse(under.read(file))).toEqual(JSON.parse(canonical));
      expect(under.read(file)).not.toContain('\r\n');
      // The documented command gives the same canonical text for a file tidied by hand.
      writeFileSync(path.join(under.root, file), handEdited);
      expect((await formatContentFiles(under.root)).rewritten).toEqual([file]);
      expect(JSON.parse(under.read(file))).toEqual(JSON.parse(canonical));
      expect((await formatContentFiles(under.root)).rewritten).toEqual([]);
    } finally {
      writeFileSync(path.join(under.root, file), canonical);
    }
  });

  it("changes only the edited line: the home page hero's heading", async () => {
    const before = under.read('pages/index.json');
    const opened = await open('pages/index.json');
    opened.data.blocks[0].heading = 'Robots that stack, convey and load for you';
    const saved = await save('pages/index.json', opened.data, opened.version);
    expect(saved.status, saved.text).toBe(200);
    const after = under.read('pages/index.json');
    expect(after).toBe(saved.body.text);
    const lines = changedLines(before, after);
    expect(lines).toHaveLength(1);
    expect(after.split('\n')[lines[0]! - 1]).toBe('      "heading": "Robots that stack, convey and load for you",');
    expect((await open('pages/index.json')).version).toBe(saved.body.version);
  });

  it('leaves no temporary file beside the saved one', async () => {
    expect(readdirSync(path.join(under.root, 'pages')).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('refuses to overwrite a file changed on disk since it was opened, and answers with both texts', async () => {
    const opened = await open('pages/about.json');
    const elsewhere = opened.text.replace('"About Us"', '"About Our Company"');
    writeFileSync(path.join(under.root, 'pages/about.json'), elsewhere);
    const mine = { ...opened.data, description: `${opened.data.description} Edited in the editor.` };
    const answer = await save('pages/about.json', mine, opened.version);
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('conflict');
    expect(answer.body.disk.text).toBe(elsewhere);
    expect(answer.body.mine.text).toContain('Edited in the editor.');
    expect(under.read('pages/about.json')).toBe(elsewhere);
  });

  it('refuses a page with an error (an emptied required field), naming the field as validate does', async () => {
    const before = under.read('pages/not-found.json');
    const opened = await open('pages/not-found.json');
    const answer = await save('pages/not-found.json', { ...opened.data, title: '' }, opened.version);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('invalid');
    expect(answer.body.problems).toContainEqual(
      expect.objectContaining({ severity: 'error', pointer: '/title', file: 'pages/not-found.json' }),
    );
    expect(under.read('pages/not-found.json')).toBe(before);
  });

  it('refuses an edit that breaks another page (a removed anchor it links to), listing that page', async () => {
    const linking = 'pages/index.json';
    expect(under.read(linking)).toContain('/about#team');
    const before = under.read('pages/about.json');
    const opened = await open('pages/about.json');
    const edited = JSON.parse(JSON.stringify(opened.data).replace('"anchor":"team"', '"anchor":"our-team"'));
    const check = await under.call('POST', '/api/check', { json: { file: 'pages/about.json', data: edited } });
    expect(check.body.problems).toContainEqual(expect.objectContaining({ severity: 'error', file: linking }));
    const answer = await save('pages/about.json', edited, opened.version);
    expect(answer.status).toBe(422);
    expect(under.read('pages/about.json')).toBe(before);
    // The unchanged page is not blamed for the other page's links, which are fine on disk.
    const unchanged = await under.call('POST', '/api/check', {
      json: { file: 'pages/about.json', data: opened.data },
    });
    expect(unchanged.body.problems.filter((problem: { file: string }) => problem.file !== 'pages/about.json')).toEqual(
      [],
    );
  });

  it('saves despite warnings (a title too long for search results)', async () => {
    const opened = await open('pages/about.json');
    const data = {
      ...opened.data,
      title: 'About our robotics, conveyors and IIoT analytics engineering teams in Pune, India',
    };
    const check = await under.call('POST', '/api/check', { json: { file: 'pages/about.json', data } });
    const warnings = check.body.problems.filter((problem: { severity: string }) => problem.severity === 'warning');
    expect(warnings.map((problem: { pointer: string }) => problem.pointer)).toContain('/title');
    const saved = await save('pages/about.json', data, opened.version);
    expect(saved.status, saved.text).toBe(200);
    writeFileSync(path.join(under.root, 'pages/about.json'), baseAbout());
  });
});

describe('a page behind the current schema version', () => {
  const oldText = (projectFile: string) => withProjectSchemaPath(readFileSync(v1About, 'utf8'), v1About, projectFile);

  it('opens migrated to the current version and saves it', async () => {
    writeFileSync(path.join(under.root, 'pages/about.json'), oldText('pages/about.json'));
    const opened = await open('pages/about.json');
    expect(opened.migratedFrom).toBe(1);
    expect(opened.data.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(opened.data).not.toHaveProperty('route');

    const saved = await save('pages/about.json', opened.data, opened.version);
    expect(saved.status, saved.text).toBe(200);
    writeFileSync(path.join(under.root, 'pages/about.json'), baseAbout());
  });

  // Migration 3 -> 4 reads image sizes from public/: the editor must read them as `npm run migrate` does.
  it('saves the bytes `npm run migrate` writes', async () => {
    writeFileSync(path.join(under.root, 'pages/about.json'), oldText('pages/about.json'));
    const opened = await open('pages/about.json');
    const saved = await save('pages/about.json', opened.data, opened.version);
    expect(saved.status, saved.text).toBe(200);

    const other = fixtureProject();
    try {
      writeFileSync(path.join(other, 'pages/about.json'), oldText('pages/about.json'));
      await migrateProject({ root: other });
      expect(under.read('pages/about.json')).toBe(readFileSync(path.join(other, 'pages/about.json'), 'utf8'));
    } finally {
      rmSync(other, { recursive: true, force: true });
      writeFileSync(path.join(under.root, 'pages/about.json'), baseAbout());
    }
  });
});
