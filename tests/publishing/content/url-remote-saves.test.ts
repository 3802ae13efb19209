import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, it, vi } from 'vitest';
import { gitCommandTallies, resetGitCommandTallies } from '../../../src/publishing/content/git-command-stats.ts';
import {
  DraftNotShared,
  openContentRepository,
  type ContentRepository,
  type GitAuthor,
} from '../../../src/publishing/content/index.ts';
import { cloneForInstance } from '../../support/content-remote.ts';
import { ann, ben, createFixtureForEachTest, runGit, saveInDraft, type ContentFixture } from './content-fixture.ts';

// Two instances, each with its own clone, on one bare remote named by a file:// URL; git takes seconds here.
vi.setConfig({ testTimeout: 60_000 });

/**
 * CONTENT_REMOTE as a URL (a GitHub remote's kind: no ref files on this disk to read), so that a save cannot know
 * without a fetch whether another instance saved the draft: it writes on what its instance last knew, and its
 * push, refused when another save came first, merges that save in (issue 26: a fetch per save was a network
 * round trip, 300 ms to 1 s on GitHub).
 */
let fixture: ContentFixture;
let first: ContentRepository;
let second: ContentRepository;

createFixtureForEachTest(async (created) => {
  fixture = created;
  const remote = pathToFileURL(fixture.remote).href;
  first = await openContentRepository({
    dir: fixture.published,
    remote,
    worktreesDir: path.join(fixture.scratch, 'd1'),
  });
  const dir = cloneForInstance(fixture.scratch, fixture.remote, 'second-instance');
  second = await openContentRepository({ dir, remote, worktreesDir: path.join(fixture.scratch, 'd2') });
});

const aboutHeading = (heading: string) => `{\n  "title": "About",\n  "heading": "${heading}"\n}\n`;
const homeHeading = (heading: string) => `{\n  "title": "Home",\n  "heading": "${heading}"\n}\n`;
const remoteFile = (branch: string, file: string) => runGit(fixture.remote, ['show', `${branch}:${file}`]);
const remoteHas = (save: string, branch: string) =>
  runGit(fixture.remote, ['merge-base', '--is-ancestor', save, branch]) === '';
const fetches = () => gitCommandTallies().fetch?.count ?? 0;

/** A save as the admin makes it: the draft synced for a write (the editor's workspace), then the files committed. */
async function save(repo: ContentRepository, draft: string, files: Record<string, string>, author: GitAuthor) {
  await repo.syncDraft(draft, 'write');
  return (await saveInDraft(repo, draft, files, author))!;
}

/** A draft saved once on the first instance and pushed; the second has it too (it opened it). */
async function draftOnBoth(): Promise<string> {
  const draft = await first.createDraft(ann, 'pages/about.json');
  await save(first, draft, { 'pages/about.json': aboutHeading('First save') }, ann);
  await first.draftPushesSettled();
  await second.draftRoot(draft);
  return draft;
}

it('saves with no fetch when no other instance saved the draft, and pushes every save', async () => {
  const draft = await draftOnBoth();
  resetGitCommandTallies();
  let last = '';
  for (const heading of ['One', 'Two', 'Three']) {
    last = await save(first, draft, { 'pages/about.json': aboutHeading(heading) }, ann);
  }
  await first.draftPushesSettled();
  expect(fetches()).toBe(0);
  expect(gitCommandTallies().push?.count).toBeGreaterThanOrEqual(1);
  expect(runGit(fixture.remote, ['rev-parse', `refs/heads/${draft}`]).trim()).toBe(last);
  expect(first.draftRemoteProblem(draft)).toBeNull();
});

it('writes on its own copy when the other instance saved meanwhile; the refused push merges that save in, and both reach the remote', async () => {
  const draft = await draftOnBoth();
  const onFirst = await save(first, draft, { 'pages/index.json': homeHeading('Saved on the first') }, ann);
  await first.draftPushesSettled();

  resetGitCommandTallies();
  const onSecond = await save(second, draft, { 'pages/about.json': aboutHeading('Saved on the second') }, ben);
  expect(fetches()).toBe(0); // the save answered without asking the remote
  await second.draftPushesSettled();
  expect(fetches()).toBe(1); // after its push was refused

  expect(remoteFile(draft, 'pages/index.json')).toBe(homeHeading('Saved on the first'));
  expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Saved on the second'));
  expect(remoteHas(onFirst, draft) && remoteHas(onSecond, draft)).toBe(true);
  expect(second.draftRemoteProblem(draft)).toBeNull();
  const root = await second.draftRoot(draft);
  expect(readFileSync(path.join(root, 'pages/index.json'), 'utf8')).toBe(homeHeading('Saved on the first'));
});

it('holds a save that changed the lines another instance changed, and refuses the next write until the author chooses', async () => {
  const draft = await draftOnBoth();
  const onFirst = await save(first, draft, { 'pages/about.json': aboutHeading('Ann on the first') }, ann);
  await first.draftPushesSettled();
  const onSecond = await save(second, draft, { 'pages/about.json': aboutHeading('Ben on the second') }, ben);
  await second.draftPushesSettled();

  // Nothing dropped: Ann's save is the draft's on the remote, Ben's is held aside there.
  expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ann on the first'));
  expect(runGit(fixture.remote, ['for-each-ref', '--format=%(objectname)', `refs/held-saves/${draft}`]).trim()).toBe(
    onSecond,
  );
  expect(second.draftRemoteProblem(draft)).toMatchObject({
    kind: 'conflict',
    files: ['pages/about.json'],
    sides: { shared: { by: ann.name }, held: [{ by: ben.name, id: onSecond }] },
  });
  await expect(second.syncDraft(draft, 'write')).rejects.toBeInstanceOf(DraftNotShared);
  await first.syncDraft(draft, 'read');
  await expect(first.syncDraft(draft, 'write')).rejects.toBeInstanceOf(DraftNotShared);

  await first.keepDraftVersion(draft, { keep: 'held' }, ann);
  expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ben on the second'));
  expect(remoteHas(onFirst, draft) && remoteHas(onSecond, draft)).toBe(true);
  await second.syncDraft(draft, 'read');
  await expect(second.syncDraft(draft, 'write')).resolves.toBeUndefined();
});

it('takes the newer saves after a write was refused for what its copy held, and says whether the copy changed', async () => {
  const draft = await draftOnBoth();
  await save(first, draft, { 'pages/about.json': aboutHeading('Newer on the first') }, ann);
  await first.draftPushesSettled();
  const root = await second.draftRoot(draft);
  await second.syncDraft(draft, 'write');
  expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutHeading('First save'));

  expect(await second.takeNewerSaves(draft)).toBe(true);
  expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutHeading('Newer on the first'));
  expect(await second.takeNewerSaves(draft)).toBe(false);
});
