import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { gitCommandTallies, resetGitCommandTallies } from '../../../src/publishing/content/git-command-stats.ts';
import { DraftNotShared, RemotePushFailed, type ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  ben,
  openSecondInstance,
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

it("runs no fetch before a save when the remote on this disk has nothing new, and fetches another instance's save", async () => {
  const draft = await first.createDraft(ann, 'pages/about.json');
  await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Saved on the first') }, ann);
  await first.draftPushesSettled();
  await second.syncDraft(draft, 'write');
  await saveInDraft(second, draft, { 'pages/about.json': aboutHeading('Saved on the second') }, ann);
  await second.draftPushesSettled();

  resetGitCommandTallies();
  await second.syncDraft(draft, 'write'); // its own push moved its tracking ref: nothing new
  expect(gitCommandTallies().fetch).toBeUndefined();
  await first.syncDraft(draft, 'write'); // the second's save is new to the first
  expect(gitCommandTallies().fetch?.count).toBe(1);
  expect(readFileSync(path.join(await first.draftRoot(draft), 'pages/about.json'), 'utf8')).toBe(
    aboutHeading('Saved on the second'),
  );
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

  const heldSaves = (branch: string) =>
    runGit(fixture.remote, ['for-each-ref', '--format=%(objectname)', `refs/held-saves/${branch}`])
      .split('\n')
      .filter(Boolean);
  const heldSave = (branch: string) => heldSaves(branch).join(' ') || null;
  const isKeptIn = (save: string, branch: string) =>
    runGit(fixture.remote, ['merge-base', '--is-ancestor', save, branch]) === '';

  /** Ann's save on the first reaches the remote; Ben's on the second, from the same version, changed the same line. */
  async function conflictingSaves() {
    const { draft } = await draftOnBoth();
    const onFirst = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Ann on the first') }, ann);
    await first.draftPushesSettled();
    const onSecond = await saveInDraft(second, draft, { 'pages/about.json': aboutHeading('Ben on the second') }, ben);
    await second.draftPushesSettled();
    return { draft, onFirst: onFirst!, onSecond: onSecond! };
  }

  it('holds a conflicting save aside on the remote, names both saves on every instance, and refuses writes and publishing', async () => {
    const { draft, onFirst, onSecond } = await conflictingSaves();
    const conflict = {
      kind: 'conflict',
      files: ['pages/about.json'],
      sides: { shared: { by: ann.name }, held: [{ by: ben.name, id: onSecond }] },
      heldOnRemote: true,
    };
    expect(second.draftRemoteProblem(draft)).toMatchObject(conflict);
    // Nothing only on one disk: the remote has Ann's save on the draft's branch and Ben's held aside.
    expect(heldSave(draft)).toBe(onSecond);
    expect(isKeptIn(onFirst, draft)).toBe(true);
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ann on the first'));
    // The first instance, which took no part in it, shows the same after its next fetch.
    await first.syncDraft(draft, 'read');
    expect(first.draftRemoteProblem(draft)).toMatchObject(conflict);
    expect(first.draftRemoteProblem(draft)?.message).toMatch(/Ann Author’s save of .* and Ben Writer’s save of .*IST/);

    for (const instance of [first, second]) {
      await expect(instance.syncDraft(draft, 'write')).rejects.toBeInstanceOf(DraftNotShared);
      await expect(instance.publish(draft, { publisher: petra, ...acceptAll })).rejects.toBeInstanceOf(DraftNotShared);
    }
    expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).toBe(aboutHeading('We are Kinetiq'));
    expect(heldSave(draft)).toBe(onSecond);
  });

  it('publishes nothing when a save is held aside during the publish, and then refuses until the author chooses', async () => {
    const { draft } = await draftOnBoth();
    const onFirst = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Ann on the first') }, ann);
    await first.draftPushesSettled();
    let onSecond: string | null = null;
    const heldDuring = async () => {
      onSecond = await saveInDraft(second, draft, { 'pages/about.json': aboutHeading('Ben on the second') }, ben);
      await second.draftPushesSettled();
      expect(heldSave(draft)).toBe(onSecond);
    };

    const publishedBefore = await first.head();
    // The first answer is already the conflict, in the words a publish pressed a moment later gets.
    const refused = await first.publish(draft, { publisher: petra, validate: heldDuring }).catch((error) => error);
    expect(refused).toBeInstanceOf(DraftNotShared);
    expect((refused as DraftNotShared).problem).toMatchObject({ kind: 'conflict', files: ['pages/about.json'] });
    expect((refused as DraftNotShared).message).toBe(first.draftRemoteProblem(draft)?.message);
    // Nothing changed: not the remote's published branch, not this instance's, not the draft here or there.
    expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).toBe(aboutHeading('We are Kinetiq'));
    expect(await first.head()).toBe(publishedBefore);
    expect(runGit(fixture.published, ['rev-parse', `refs/heads/${draft}`]).trim()).toBe(onFirst);
    await expect(first.publish(draft, { publisher: petra, ...acceptAll })).rejects.toBeInstanceOf(DraftNotShared);
    expect(isKeptIn(onFirst!, draft)).toBe(true);
    expect(heldSave(draft)).toBe(onSecond);
  });

  it('holds a third conflicting save beside the second, names all three on every instance, and keeps the one chosen', async () => {
    const { draft } = await draftOnBoth();
    const { repo: third } = await openSecondInstance(fixture, 'third');
    await third.draftRoot(draft);
    const onFirst = await saveInDraft(first, draft, { 'pages/about.json': aboutHeading('Ann on the first') }, ann);
    await first.draftPushesSettled();
    const onSecond = await saveInDraft(second, draft, { 'pages/about.json': aboutHeading('Ben on the second') }, ben);
    await second.draftPushesSettled();
    const onThird = await saveInDraft(third, draft, { 'pages/about.json': aboutHeading('Petra on the third') }, petra);
    await third.draftPushesSettled();

    // Both later saves are on the remote, none on one disk only (no retry every 30 s).
    expect(heldSaves(draft).sort()).toEqual([onSecond!, onThird!].sort());
    for (const instance of [first, second, third]) {
      // Publishing fetches now (a read may answer from a fetch of the last 3 s): refused, and every save named.
      await expect(instance.publish(draft, { publisher: petra, ...acceptAll })).rejects.toBeInstanceOf(DraftNotShared);
      expect(instance.draftRemoteProblem(draft)).toMatchObject({
        kind: 'conflict',
        files: ['pages/about.json'],
        sides: {
          shared: { by: ann.name },
          held: [
            { by: ben.name, id: onSecond },
            { by: petra.name, id: onThird },
          ],
        },
        heldOnRemote: true,
      });
      expect(instance.draftRemoteProblem(draft)?.message).toMatch(
        /^Three saves of this draft changed the same lines of pages\/about\.json: Ann Author’s save of .*, Ben Writer’s save of .* and Petra Publisher’s save of .*All are kept\./,
      );
    }
    await expect(third.keepDraftVersion(draft, { keep: 'held' }, petra)).rejects.toThrow(
      'Several saves are held aside: say which one to keep.',
    );

    // Ben's lines are kept, chosen on the third instance (which holds Petra's save); every save stays in the draft.
    await third.keepDraftVersion(draft, { keep: 'held', id: onSecond! }, petra);
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ben on the second'));
    expect(heldSaves(draft)).toEqual([]);
    for (const save of [onFirst!, onSecond!, onThird!]) expect(isKeptIn(save, draft)).toBe(true);
    for (const instance of [first, second, third]) {
      await expect(instance.syncDraft(draft, 'write')).resolves.toBeUndefined();
      expect(instance.draftRemoteProblem(draft)).toBeNull();
    }
    await first.publish(draft, { publisher: petra, ...acceptAll });
    expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).toBe(aboutHeading('Ben on the second'));
    await third.draftPushesSettled();
  });

  it('settles a save held under the earlier layout, one ref per draft (refs/held-saves/<draft>), as any other', async () => {
    const { draft, onFirst, onSecond } = await conflictingSaves();
    runGit(fixture.remote, ['update-ref', '-d', `refs/held-saves/${draft}/${onSecond}`]);
    runGit(fixture.remote, ['update-ref', `refs/held-saves/${draft}`, onSecond]);
    // Publishing fetches now: the held save is found under its old ref.
    await expect(first.publish(draft, { publisher: petra, ...acceptAll })).rejects.toBeInstanceOf(DraftNotShared);
    await first.keepDraftVersion(draft, { keep: 'held' }, petra);
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ben on the second'));
    expect(heldSaves(draft)).toEqual([]);
    for (const save of [onFirst, onSecond]) expect(isKeptIn(save, draft)).toBe(true);
  });

  it('settles on the instance that took neither save: both saves kept, the held one gone from every instance', async () => {
    const { draft, onFirst, onSecond } = await conflictingSaves();
    await first.syncDraft(draft, 'read');
    await first.keepDraftVersion(draft, { keep: 'held' }, petra);

    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ben on the second'));
    for (const save of [onFirst, onSecond]) expect(isKeptIn(save, draft)).toBe(true);
    expect(heldSave(draft)).toBeNull();
    expect(first.draftRemoteProblem(draft)).toBeNull();
    await second.syncDraft(draft, 'write');
    expect(second.draftRemoteProblem(draft)).toBeNull();
    const root = await second.draftRoot(draft);
    expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe(aboutHeading('Ben on the second'));

    await second.publish(draft, { publisher: petra, ...acceptAll });
    expect(runGit(fixture.remote, ['show', 'main:pages/about.json'])).toBe(aboutHeading('Ben on the second'));
    expect(isKeptIn(onFirst, 'main') && isKeptIn(onSecond, 'main')).toBe(true);
  });

  it('settles on the instance holding the save, as the author chooses', async () => {
    const { draft, onFirst, onSecond } = await conflictingSaves();
    await second.keepDraftVersion(draft, { keep: 'shared' }, ben);
    expect(remoteFile(draft, 'pages/about.json')).toBe(aboutHeading('Ann on the first'));
    for (const save of [onFirst, onSecond]) expect(isKeptIn(save, draft)).toBe(true);
    expect(heldSave(draft)).toBeNull();
    expect(second.draftRemoteProblem(draft)).toBeNull();
    await expect(second.syncDraft(draft, 'write')).resolves.toBeUndefined();
  });

  it('discarding the draft removes the save held aside with it', async () => {
    const { draft } = await conflictingSaves();
    await first.syncDraft(draft, 'read');
    await first.deleteDraft(draft);
    expect(remoteBranch(draft)).toBeNull();
    expect(heldSave(draft)).toBeNull();
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
    await second.keepDraftVersion(draft, { keep: 'shared' }, ben);
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
