import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentRepository } from '../../../src/publishing/content/index.ts';
import {
  ann,
  openFixtureRepository,
  openFixtureRepositoryForEachTest,
  runGit,
  saveInDraft,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
let repo: ContentRepository;

openFixtureRepositoryForEachTest((opened) => ({ fixture, repo } = opened), { remote: false });

describe('saves', () => {
  it('keeps a save the author was told succeeded when the server is SIGKILLed right after, and saves again after a restart', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const acknowledged = await saveUntilKilled(fixture, draft, 3);
    expect(acknowledged.save).toBe(3);

    const reopened = await openFixtureRepository(fixture, { remote: false });
    const head = runGit(fixture.published, ['rev-parse', `refs/heads/${draft}`]).trim();
    // The kill may land in the save after it: the acknowledged one is the branch or an ancestor of it.
    expect(runGit(fixture.published, ['merge-base', acknowledged.commit, head]).trim()).toBe(acknowledged.commit);
    expect(runGit(fixture.published, ['show', `${acknowledged.commit}:pages/about.json`])).toBe(
      '{ "title": "Save 3" }\n',
    );
    const again = await saveInDraft(reopened, draft, { 'pages/about.json': '{ "title": "After" }\n' }, ann);
    expect(runGit(fixture.published, ['rev-parse', `${again}^`]).trim()).toBe(head);
    expect(runGit(fixture.published, ['show', `${draft}:pages/about.json`])).toBe('{ "title": "After" }\n');
  }, 60_000);

  it('puts a draft work tree back to its branch on open when a killed save or merge left files staged', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const saved = await saveInDraft(repo, draft, { 'pages/about.json': '{ "title": "Saved" }\n' }, ann);
    const root = await repo.draftRoot(draft);
    // What a process killed between staging and moving the branch leaves: staged, never committed.
    writeFiles(root, { 'pages/about.json': '{ "title": "Never acknowledged" }\n', 'site.json': '{}\n' });
    runGit(root, ['update-index', '--add', '--', 'pages/about.json', 'site.json']);

    const reopened = await openFixtureRepository(fixture, { remote: false });
    expect(runGit(root, ['status', '--porcelain', '--untracked-files=no'])).toBe('');
    expect(readFileSync(path.join(root, 'pages/about.json'), 'utf8')).toBe('{ "title": "Saved" }\n');
    expect(runGit(root, ['rev-parse', 'HEAD']).trim()).toBe(saved);
    expect(await saveInDraft(reopened, draft, { 'pages/about.json': '{ "title": "Again" }\n' }, ann)).not.toBeNull();
  });

  it('commits the saves of one draft in the order they were asked for, each on the one before', async () => {
    const draft = await repo.createDraft(ann, 'pages/about.json');
    const root = await repo.draftRoot(draft);
    const names = [1, 2, 3, 4, 5].map((n) => `pages/page-${n}.json`);
    writeFiles(root, Object.fromEntries(names.map((name) => [name, `{ "title": "${name}" }\n`])));
    const commits = await Promise.all(names.map((name) => repo.commitDraft(draft, [name], `Saved ${name}`, ann)));

    expect(runGit(root, ['log', '--format=%s', '-5']).trim().split('\n').reverse()).toEqual(
      names.map((name) => `Saved ${name}`),
    );
    expect(runGit(root, ['rev-list', '-5', 'HEAD']).trim().split('\n').reverse()).toEqual(commits);
    expect(runGit(root, ['status', '--porcelain', '--untracked-files=no'])).toBe('');
  });

  it('gives two authors starting a draft of the same name at once two drafts, each with its own work tree', async () => {
    const annElsewhere = { name: 'Ann Other', email: 'ann.author@elsewhere.example' };
    const drafts = await Promise.all([
      repo.createDraft(ann, 'pages/about.json'),
      repo.createDraft(annElsewhere, 'pages/about.json'),
    ]);

    expect([...drafts].sort()).toEqual(['drafts/ann-author-about', 'drafts/ann-author-about-2']);
    const roots = await Promise.all(drafts.map((draft) => repo.draftRoot(draft)));
    expect(new Set(roots).size).toBe(2);
    await saveInDraft(repo, drafts[0], { 'pages/about.json': '{ "title": "One" }\n' }, ann);
    await saveInDraft(repo, drafts[1], { 'pages/about.json': '{ "title": "Two" }\n' }, annElsewhere);
    expect(readFileSync(path.join(roots[0]!, 'pages/about.json'), 'utf8')).toBe('{ "title": "One" }\n');
    expect(runGit(fixture.published, ['show', `${drafts[1]}:pages/about.json`])).toBe('{ "title": "Two" }\n');
  });
});

/**
 * Starts saves-in-child.ts in its own process group and SIGKILLs the group (git children too) the moment it
 * reports the `save`-th save as done. Resolves with that save's number and commit.
 */
function saveUntilKilled(
  contentFixture: ContentFixture,
  draft: string,
  save: number,
): Promise<{ save: number; commit: string }> {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      path.join(import.meta.dirname, 'saves-in-child.ts'),
      contentFixture.published,
      contentFixture.worktrees,
      draft,
    ],
    { detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let acknowledged: { save: number; commit: string } | null = null;
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = new RegExp(`^saved ${save} ([0-9a-f]{40})$`, 'm').exec(output);
      if (!match || acknowledged) return;
      acknowledged = { save, commit: match[1]! };
      process.kill(-child.pid!, 'SIGKILL');
    });
    child.on('exit', () =>
      acknowledged ? resolve(acknowledged) : reject(new Error(`the saving process ended early: ${output}`)),
    );
  });
}
