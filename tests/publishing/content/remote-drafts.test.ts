import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  createContentFixture,
  openFixtureRepository,
  openSecondInstance,
  petra,
  runGit,
  saveInDraft,
  type ContentFixture,
} from './content-fixture.ts';

// Two instances on one store: a draft saved on the first is reviewed and published on the second.
let fixture: ContentFixture;
let first: ContentRepository;
let second: ContentRepository;

beforeEach(async () => {
  fixture = createContentFixture();
  first = await openFixtureRepository(fixture);
  second = (await openSecondInstance(fixture)).repo;
});
afterEach(() => fixture.cleanup());

const aboutHeading = (heading: string) => `{\n  "title": "About",\n  "heading": "${heading}"\n}\n`;
const remoteBranch = (branch: string) =>
  runGit(fixture.remote, ['for-each-ref', '--format=%(objectname)', `refs/heads/${branch}`]).trim() || null;

it('pushes a saved draft to the remote, so another instance shows its changes and preview', async () => {
  const draft = await first.createDraft(ann, 'pages/about.json');
  const saved = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Saved on the first') }, ann);
  await first.draftPushesSettled();
  expect(remoteBranch(draft)).toBe(saved);

  expect((await second.changes(draft)).map((change) => change.after)).toEqual([aboutHeading('Saved on the first')]);
  const root = await second.draftRoot(draft);
  expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutHeading('Saved on the first'));
});

it('publishes on another instance the newest save, though it fetched the draft before that save', async () => {
  const draft = await first.createDraft(ann, 'pages/about.json');
  await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('First save') }, ann);
  await first.draftPushesSettled();
  await second.draftRoot(draft);
  const newest = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Second save') }, ann);
  await first.draftPushesSettled();

  const result = await second.publish(draft, { publisher: petra, ...acceptAll });

  expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).toBe(aboutHeading('Second save'));
  expect(runGit(fixture.remote, ['rev-parse', `${result.commit}^2`]).trim()).toBe(newest);
  expect(remoteBranch(draft)).toBeNull();
});

it('removes a discarded draft from the remote, and a draft that was never pushed is no error', async () => {
  const draft = await first.createDraft(ann, 'pages/about.json');
  await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Discarded') }, ann);
  await first.draftPushesSettled();
  expect(remoteBranch(draft)).not.toBeNull();
  await first.deleteDraft(draft);
  expect(remoteBranch(draft)).toBeNull();

  const unsaved = await first.createDraft(ann, 'pages/index.json');
  await first.deleteDraft(unsaved);
  expect(existsSync(path.join(fixture.worktrees, 'drafts+ann-author-index'))).toBe(false);
});
