import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  ContentConflict,
  DraftNotShared,
  RemotePushFailed,
  type ContentRepository,
} from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  ben,
  openTwoInstancesForEachTest,
  petra,
  runGit,
  saveInDraft,
  type ContentFixture,
} from './content-fixture.ts';

// Two instances, each with its own clone, on one bare remote; on a busy 2-core machine git takes seconds.
vi.setConfig({ testTimeout: 60_000 });

// Two instances on one store: a draft saved on the first is reviewed and published on the second.
let fixture: ContentFixture;
let first: ContentRepository;
let second: ContentRepository;

openTwoInstancesForEachTest((opened) => ({ fixture, first, second } = opened));

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

it('publishes nothing rather than delete a save another instance pushed during the publish; the next publish has it', async () => {
  const draft = await first.createDraft(ann, 'pages/about.json');
  await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Before the publish') }, ann);
  await first.draftPushesSettled();
  const savedDuring = async () => {
    await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Saved during the publish') }, ann);
    await first.draftPushesSettled();
  };

  await expect(second.publish(draft, { publisher: petra, validate: savedDuring })).rejects.toBeInstanceOf(
    RemotePushFailed,
  );
  expect(runGit(fixture.remote, ['show', `${draft}:pages/about.json`])).toBe(aboutHeading('Saved during the publish'));
  expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).not.toContain('Before the publish');

  await second.publish(draft, { publisher: petra, ...acceptAll });
  expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).toBe(aboutHeading('Saved during the publish'));
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

describe('a draft saved on two instances', () => {
  const homeHeading = (heading: string) => `{\n  "title": "Home",\n  "heading": "${heading}"\n}\n`;
  const remoteFile = (branch: string, file: string) => runGit(fixture.remote, ['show', `${branch}:${file}`]);

  /** Both instances have the draft; the first saves again and pushes, the second still has the older version. */
  async function draftOnBoth() {
    const draft = await first.createDraft(ann, 'pages/about.json');
    const base = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('First save') }, ann);
    await first.draftPushesSettled();
    await second.draftRoot(draft);
    return { draft, base: base! };
  }

  it("merges the other instance's save into its own when its push is refused, and pushes both", async () => {
    const { draft } = await draftOnBoth();
    const onFirst = await saveInDraft(first, draft, { 'pages/index.json': homeHeading('Saved on the first') }, ann);
    await first.draftPushesSettled();
    const onSecond = await saveInDraft(second, draft, { 'pages/about.json': aboutHeading('Saved on the second') }, ben);
    await second.draftPushesSettled();

    expect(remoteFile(draft, 'pages/index.json')).toBe(homeHeading('Saved on the first'));
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Saved on the second'));
    for (const save of [onFirst!, onSecond!]) {
      expect(() => runGit(fixture.remote, ['merge-base', '--is-ancestor', save, draft])).not.toThrow();
    }
    expect(second.draftRemoteProblem(draft)).toBeNull();
    await first.syncDraft(draft, 'write');
    const firstRoot = await first.draftRoot(draft);
    expect(readFileSync(path.join(firstRoot, 'pages/about.json'), 'utf8')).toBe(aboutHeading('Saved on the second'));
  });

  it("takes the other instance's saves before a write, so the write starts from them", async () => {
    const { draft } = await draftOnBoth();
    await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Newest on the first') }, ann);
    await first.draftPushesSettled();
    await second.syncDraft(draft, 'write');
    const root = await second.draftRoot(draft);
    expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutHeading('Newest on the first'));
  });

  it('keeps a conflicting save on its instance, names the files, refuses more writes, and merges as the author chooses', async () => {
    const { draft } = await draftOnBoth();
    const onFirst = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Ann on the first') }, ann);
    await first.draftPushesSettled();
    const onSecond = await saveInDraft(second, draft, { 'pages/about.json': aboutHeading('Ben on the second') }, ben);
    await second.draftPushesSettled();

    expect(second.draftRemoteProblem(draft)).toMatchObject({
      kind: 'conflict',
      files: ['pages/about.json'],
      sides: { here: { by: ben.name }, there: { by: ann.name } },
    });
    // Nothing dropped: the remote keeps the first's save, the second instance its own.
    expect(remoteBranch(draft)).toBe(onFirst);
    expect(readFileSync(path.join(await second.draftRoot(draft), 'pages/about.json'), 'utf8')).toBe(
      aboutHeading('Ben on the second'),
    );
    await expect(second.syncDraft(draft, 'write')).rejects.toBeInstanceOf(DraftNotShared);
    await expect(second.publish(draft, { publisher: petra, ...acceptAll })).rejects.toBeInstanceOf(ContentConflict);

    await second.keepDraftVersion(draft, 'here');
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ben on the second'));
    for (const save of [onFirst!, onSecond!]) {
      expect(() => runGit(fixture.remote, ['merge-base', '--is-ancestor', save, draft])).not.toThrow();
    }
    expect(second.draftRemoteProblem(draft)).toBeNull();
    await expect(second.syncDraft(draft, 'write')).resolves.toBeUndefined();
  });

  it("takes the other instance's lines when the author keeps those", async () => {
    const { draft } = await draftOnBoth();
    await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Ann on the first') }, ann);
    await first.draftPushesSettled();
    await saveInDraft(
      second,
      draft,
      { 'pages/about.json': aboutHeading('Ben on the second'), 'pages/index.json': homeHeading('Ben too') },
      ben,
    );
    await second.draftPushesSettled();
    await second.keepDraftVersion(draft, 'there');
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ann on the first'));
    // Lines only one side changed are kept whichever side wins the others.
    expect(remoteFile(draft, 'pages/index.json')).toBe(homeHeading('Ben too'));
  });

  it('says when a save could not reach the remote, refuses a write on top of it until it can, then sends both', async () => {
    const { draft } = await draftOnBoth();
    const away = `${fixture.remote}-away`;
    renameSync(fixture.remote, away);
    await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Saved while away') }, ann);
    await first.draftPushesSettled();
    expect(first.draftRemoteProblem(draft)).toMatchObject({ kind: 'unreachable' });
    expect(first.draftRemoteProblem(draft)?.message).toMatch(/on this server only/);
    await expect(first.syncDraft(draft, 'write')).rejects.toBeInstanceOf(DraftNotShared);

    renameSync(away, fixture.remote);
    await first.syncDraft(draft, 'write');
    await saveInDraft(first, draft, { 'pages/index.json': homeHeading('Saved when back') }, ann);
    await first.draftPushesSettled();
    expect(first.draftRemoteProblem(draft)).toBeNull();
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Saved while away'));
    expect(remoteFile(draft, 'pages/index.json')).toBe(homeHeading('Saved when back'));
  });
});
