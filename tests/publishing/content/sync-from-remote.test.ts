import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { openContentRepository, type ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  openTwoInstancesForEachTest,
  petra,
  runGit,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let first: ContentRepository;
let secondDir: string;
let second: ContentRepository;

openTwoInstancesForEachTest((opened) => ({ fixture, first, second, secondDir } = opened));

it('fast-forwards a second instance to what the first published, and says which files changed', async () => {
  expect(await second.syncFromRemote()).toBeNull();
  const draft = await first.createDraft(ann, 'pages/about.json');
  writeFiles(await first.draftRoot(draft), { 'pages/about.json': '{ "title": "From the first instance" }\n' });
  await first.commitDraft(draft, ['pages/about.json'], 'Saved', ann);
  const published = await first.publish(draft, { publisher: petra, ...acceptAll });

  expect(await second.syncFromRemote()).toEqual({ commit: published.commit, files: ['pages/about.json'] });
  expect(await second.head()).toBe(published.commit);
  expect(readFileSync(path.join(secondDir, 'pages/about.json'), 'utf8')).toBe(
    '{ "title": "From the first instance" }\n',
  );
  expect(readFileSync(path.join(secondDir, 'node_modules/kept.js'), 'utf8')).toBe('kept\n');
  expect(runGit(secondDir, ['status', '--porcelain'])).toBe('');
  expect(await second.syncFromRemote()).toBeNull();
});

it('publishes from the second instance on top of the first one’s version without a manual sync', async () => {
  const draft = await first.createDraft(ann, 'pages/about.json');
  writeFiles(await first.draftRoot(draft), { 'pages/about.json': '{ "title": "First" }\n' });
  await first.commitDraft(draft, ['pages/about.json'], 'Saved', ann);
  const fromFirst = await first.publish(draft, { publisher: petra, ...acceptAll });

  const other = await second.createDraft(ann, 'pages/index.json');
  writeFiles(await second.draftRoot(other), { 'pages/index.json': '{ "title": "Second" }\n' });
  await second.commitDraft(other, ['pages/index.json'], 'Saved', ann);
  const fromSecond = await second.publish(other, { publisher: petra, ...acceptAll });

  expect(runGit(fixture.remote, ['rev-parse', 'main^1']).trim()).toBe(fromFirst.commit);
  expect(runGit(fixture.remote, ['rev-parse', 'main']).trim()).toBe(fromSecond.commit);
  expect(fromSecond.files).toEqual(['pages/index.json']);
  expect(readFileSync(path.join(secondDir, 'pages/about.json'), 'utf8')).toBe('{ "title": "First" }\n');
});

it('answers null without a remote', async () => {
  const local = await openContentRepository({ dir: fixture.published, worktreesDir: fixture.worktrees });
  expect(await local.syncFromRemote()).toBeNull();
});
