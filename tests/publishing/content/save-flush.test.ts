import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { flushSavesWith } from '../../../src/publishing/content/git-durability.ts';
import { fsyncInHost } from '../../../src/publishing/content/git-process-host.ts';
import { ann, openFixtureRepositoryForEachTest, runGit, writeFiles, type ContentFixture } from './content-fixture.ts';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';

let fixture: ContentFixture;
let repo: ContentRepository;
openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened));
afterAll(() => flushSavesWith(fsyncInHost));

/** A flush the test holds open: every call is recorded with its paths and resolves when released. */
function heldFlush() {
  const calls: { paths: string[]; release: () => void; fail: (error: Error) => void }[] = [];
  flushSavesWith(
    (paths) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ paths, release: resolve, fail: reject });
      }),
  );
  return calls;
}

const until = async (condition: () => boolean) => {
  for (let waited = 0; !condition(); waited += 5) {
    if (waited > 10_000) throw new Error('waited 10 s');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

/** The loose files of the objects `commit` has and `parent` has not: what the save's git wrote. */
function newLooseObjects(commonDir: string, parent: string, commit: string): string[] {
  const ids = runGit(fixture.published, ['rev-list', '--objects', commit, `^${parent}`])
    .trim()
    .split('\n')
    .map((line) => line.split(' ')[0]!);
  return ids.map((id) => path.join(commonDir, 'objects', id.slice(0, 2), id.slice(2)));
}

it('answers a save only once its flush has finished, and flushes its objects, its branch and its index', async () => {
  const draft = await repo.createDraft(ann, 'pages/about.json');
  const root = await repo.draftRoot(draft);
  const commonDir = path.join(fixture.published, '.git');
  const parent = runGit(root, ['rev-parse', 'HEAD']).trim();
  const flushes = heldFlush();
  // A changed page and a new image in a new folder: the usual save and the one that stages first.
  writeFiles(root, { 'pages/about.json': '{ "title": "Flushed" }\n', 'public/images/team/ann.png': 'png' });
  let answered = false;
  const saving = repo
    .commitDraft(draft, ['pages/about.json', 'public/images/team'], 'Saved', ann)
    .then((commit) => ((answered = true), commit));

  await until(() => flushes.length === 1);
  const commit = runGit(root, ['rev-parse', 'HEAD']).trim();
  expect(commit).not.toBe(parent); // git has committed ...
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(answered).toBe(false); // ... but the author is not told until the flush is done

  const flushed = flushes[0]!.paths;
  const written = newLooseObjects(commonDir, parent, commit);
  expect(written.length).toBeGreaterThanOrEqual(6); // commit, 4 trees (root, pages, public, images, team), 2 blobs
  expect(flushed).toEqual(expect.arrayContaining(written));
  const worktreeGitDir = runGit(root, ['rev-parse', '--path-format=absolute', '--git-dir']).trim();
  expect(flushed).toEqual(
    expect.arrayContaining([
      path.join(commonDir, 'refs/heads', draft),
      path.dirname(path.join(commonDir, 'refs/heads', draft)),
      path.join(worktreeGitDir, 'index'),
      worktreeGitDir,
      ...written.map((file) => path.dirname(file)),
    ]),
  );

  flushes[0]!.release();
  expect(await saving).toBe(commit);
  expect(readFileSync(path.join(commonDir, 'refs/heads', draft), 'utf8').trim()).toBe(commit);
});

it('fails a save whose flush failed, and flushes it when the same content is saved again', async () => {
  const draft = await repo.createDraft(ann, 'pages/index.json');
  const root = await repo.draftRoot(draft);
  const flushes = heldFlush();
  writeFiles(root, { 'pages/index.json': '{ "title": "Not flushed" }\n' });
  const saving = repo.commitDraft(draft, ['pages/index.json'], 'Saved', ann);
  await until(() => flushes.length === 1);
  flushes[0]!.fail(new Error('EIO: the disk failed'));
  await expect(saving).rejects.toThrow('EIO');

  // Saved again as it is: nothing new to commit, but the branch's unflushed save is flushed before the answer.
  const commit = runGit(root, ['rev-parse', 'HEAD']).trim();
  const again = repo.commitDraft(draft, ['pages/index.json'], 'Saved', ann);
  await until(() => flushes.length === 2);
  const commonDir = path.join(fixture.published, '.git');
  expect(flushes[1]!.paths).toContain(path.join(commonDir, 'objects', commit.slice(0, 2), commit.slice(2)));
  flushes[1]!.release();
  expect(await again).toBeNull();
});

it('lets other drafts commit while a round is flushing, and answers them only after a later round', async () => {
  const drafts = [
    await repo.createDraft(ann, 'pages/index.json'),
    await repo.createDraft(ann, 'pages/about.json'),
    await repo.createDraft(ann, 'site.json'),
  ];
  const files = ['pages/index.json', 'pages/about.json', 'site.json'];
  const roots = await Promise.all(drafts.map((draft) => repo.draftRoot(draft)));
  const flushes = heldFlush();
  roots.forEach((root, index) => writeFiles(root, { [files[index]!]: `{ "title": "Save ${index}" }\n` }));
  const first = repo.commitDraft(drafts[0]!, [files[0]!], 'First', ann);
  await until(() => flushes.length === 1);

  const refs = drafts.slice(1).map((draft) => path.join(fixture.published, '.git/refs/heads', draft));
  const before = refs.map((ref) => readFileSync(ref, 'utf8'));
  let othersAnswered = false;
  const others = Promise.all(
    [1, 2].map((index) => repo.commitDraft(drafts[index]!, [files[index]!], 'Next', ann)),
  ).then((commits) => ((othersAnswered = true), commits));
  // Both commit while the first round is held: the first save waits out of its git slot.
  await until(() => refs.every((ref, index) => readFileSync(ref, 'utf8') !== before[index]));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(othersAnswered).toBe(false);
  expect(flushes).toHaveLength(1);

  flushes[0]!.release();
  await first;
  // Later rounds are released as they come: the two saves are answered once theirs are done.
  const released = new Set<number>([0]);
  const releasing = setInterval(() => {
    flushes.forEach((round, index) => {
      if (released.has(index)) return;
      released.add(index);
      round.release();
    });
  }, 5);
  const commits = await others.finally(() => clearInterval(releasing));
  expect(commits.every((commit) => typeof commit === 'string')).toBe(true);
  expect(flushes.slice(1).flatMap((round) => round.paths)).toEqual(expect.arrayContaining(refs));
  expect(flushes[0]!.paths).not.toEqual(expect.arrayContaining([refs[0]]));
});
