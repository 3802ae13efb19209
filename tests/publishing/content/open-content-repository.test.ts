import path from 'node:path';
import { expect, it } from 'vitest';
import { openContentRepository, PublishedTreeChanged } from '../../../src/publishing/content/index.ts';
import {
  acceptAll,
  ann,
  createFixtureForEachTest,
  petra,
  runGit,
  writeFiles,
  type ContentFixture,
} from './content-fixture.ts';

let fixture: ContentFixture;
createFixtureForEachTest((created) => (fixture = created));

it('refuses a content folder that is not on the published branch, or not the top of a work tree', async () => {
  runGit(fixture.published, ['checkout', '--quiet', '-b', 'feature']);
  await expect(openContentRepository({ dir: fixture.published, worktreesDir: fixture.worktrees })).rejects.toThrow(
    /must have the published branch main checked out \(it has feature\)/,
  );
  await expect(
    openContentRepository({ dir: path.join(fixture.published, 'pages'), worktreesDir: fixture.worktrees }),
  ).rejects.toThrow(/not the top folder of a git work tree/);
});

it('sets up the remote as content-remote and follows a changed CONTENT_REMOTE', async () => {
  await openContentRepository({ dir: fixture.published, remote: fixture.remote, worktreesDir: fixture.worktrees });
  expect(runGit(fixture.published, ['remote', 'get-url', 'content-remote']).trim()).toBe(fixture.remote);
  const moved = path.join(fixture.scratch, 'moved.git');
  runGit(fixture.scratch, ['clone', '--quiet', '--bare', fixture.remote, moved]);
  await openContentRepository({ dir: fixture.published, remote: moved, worktreesDir: fixture.worktrees });
  expect(runGit(fixture.published, ['remote', 'get-url', 'content-remote']).trim()).toBe(moved);
});

// A start with a mistyped CONTENT_REMOTE on a folder a running server serves stopped, but only after pointing that
// server's content-remote at the mistake: its saves and publishes then went nowhere.
it('keeps the content remote it has when a new CONTENT_REMOTE cannot be reached, and says so', async () => {
  await openContentRepository({ dir: fixture.published, remote: fixture.remote, worktreesDir: fixture.worktrees });
  const typo = path.join(fixture.scratch, 'no-such-remote.git');
  await expect(
    openContentRepository({ dir: fixture.published, remote: typo, worktreesDir: fixture.worktrees }),
  ).rejects.toThrow(`CONTENT_REMOTE ${typo} cannot be reached, so the content folder`);
  expect(runGit(fixture.published, ['remote', 'get-url', 'content-remote']).trim()).toBe(fixture.remote);
});

// The README calls CONTENT_REMOTE "a git remote": an operator who set CONTENT_REMOTE=origin saw npm start stop with
// "fatal: 'origin' does not appear to be a git repository". A remote's name in the content folder stands for its URL.
it("takes CONTENT_REMOTE=origin as the content folder's own remote of that name", async () => {
  runGit(fixture.published, ['remote', 'set-url', 'origin', fixture.remote]);
  await openContentRepository({ dir: fixture.published, remote: 'origin', worktreesDir: fixture.worktrees });
  expect(runGit(fixture.published, ['remote', 'get-url', 'content-remote']).trim()).toBe(fixture.remote);
});

it('refuses to overwrite an untracked file where the draft adds a page', async () => {
  const repo = await openContentRepository({ dir: fixture.published, worktreesDir: fixture.worktrees });
  const draft = await repo.createDraft(ann, 'pages/careers.json');
  writeFiles(await repo.draftRoot(draft), { 'pages/careers.json': '{ "title": "Careers" }\n' });
  await repo.commitDraft(draft, ['pages/careers.json'], 'Saved', ann);
  writeFiles(fixture.published, { 'pages/careers.json': 'a developer’s scratch file\n' });

  await expect(repo.publish(draft, { publisher: petra, ...acceptAll })).rejects.toThrow(PublishedTreeChanged);
  expect(runGit(fixture.published, ['log', '--oneline']).trim().split('\n')).toHaveLength(1);
});
