import { unlinkSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  ann,
  developerCommits,
  initialFiles,
  openFixtureRepositoryForEachTest,
  pngBytes,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened), { remote: false });

it('lists what the draft added, modified and deleted, with both sides and a unified diff', async () => {
  const draft = await repo.createDraft(ann, 'pages/about.json');
  const root = await repo.draftRoot(draft);
  const newAbout = '{\n  "title": "About",\n  "heading": "We are Kinetiq Automation"\n}\n';
  writeFiles(root, { 'pages/about.json': newAbout, 'pages/careers.json': '{ "title": "Careers" }\n' });
  unlinkSync(path.join(root, 'pages/index.json'));
  await repo.commitDraft(draft, ['pages/about.json', 'pages/careers.json', 'pages/index.json'], 'Saved', ann);

  const changes = await repo.changes(draft);
  expect(changes.map(({ file, status }) => `${status} ${file}`)).toEqual([
    'modified pages/about.json',
    'added pages/careers.json',
    'deleted pages/index.json',
  ]);
  const [about, careers, index] = changes;
  expect(about).toMatchObject({ before: initialFiles['pages/about.json'], after: newAbout });
  expect(about!.diff).toContain('--- a/pages/about.json\n+++ b/pages/about.json\n');
  expect(about!.diff).toContain('-  "heading": "We are Kinetiq"\n+  "heading": "We are Kinetiq Automation"\n');
  expect(careers).toMatchObject({ before: null, after: '{ "title": "Careers" }\n' });
  expect(careers!.diff).toContain('+{ "title": "Careers" }');
  expect(index).toMatchObject({ before: initialFiles['pages/index.json'], after: null });
});

it('shows only what the draft changed, not what was published after it started (three-dot)', async () => {
  const draft = await repo.createDraft(ann, 'pages/about.json');
  writeFiles(await repo.draftRoot(draft), { 'pages/about.json': '{ "title": "Draft" }\n' });
  await repo.commitDraft(draft, ['pages/about.json'], 'Saved', ann);
  developerCommits(
    fixture.published,
    { 'site.json': '{ "name": "Kinetiq 2" }\n' },
    'A developer changed the site name',
  );

  expect((await repo.changes(draft)).map((change) => change.file)).toEqual(['pages/about.json']);
});

it('gives no text for images, only that they changed', async () => {
  const draft = await repo.createDraft(ann, 'public/images/logo.png');
  writeFiles(await repo.draftRoot(draft), { 'public/images/logo.png': Buffer.concat([pngBytes, pngBytes]) });
  await repo.commitDraft(draft, ['public/images/logo.png'], 'Replaced the logo', ann);

  const [logo] = await repo.changes(draft);
  expect(logo).toMatchObject({ file: 'public/images/logo.png', status: 'modified', before: null, after: null });
  expect(logo!.diff).toContain('Binary files');
});
